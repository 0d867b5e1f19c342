// The pieces page bodies are made of: grids of benefit and point cards, the numbered process list
// and comparison tables that scroll inside their own box. The page hero is in page-hero.tsx.
import { styled } from "../styles/styled.ts";
import { useId } from "react";
import type { Benefit, ComparisonTable, Point } from "../content/types.ts";
import { color, fontSize, fontWeight, heldColumnShadow, radius, shadow, space } from "../styles/theme.ts";
import { Icon } from "./icon.tsx";
import { Lead } from "./primitives.tsx";

export function SectionHeading({ id, heading, lead }: { id: string; heading: string; lead?: string }) {
  return (
    <>
      <h2 id={id}>{heading}</h2>
      {lead && <Lead>{lead}</Lead>}
    </>
  );
}

export const CardGrid = styled("ul")<{ $min?: string }>`
  list-style: none;
  margin: ${space(8)} 0 0;
  padding: 0;
  display: grid;
  gap: ${space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(props) => props.$min ?? "19rem"}), 1fr));
`;

export const Card = styled("li")`
  background: ${color.card};
  border: 1px solid ${color.border};
  border-radius: ${radius};
  box-shadow: ${shadow};
  padding: ${space(6)};
  h3 { margin-bottom: ${space(2)}; }
  p { margin: 0; color: ${color.muted}; }
  .icon {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    margin-bottom: ${space(4)};
    border-radius: 50%;
    background: ${color.badge};
    color: ${color.onBadge};
  }
`;

/** Four cards sit in one row on wide screens rather than three and one. */
function gridMin(count: number): string | undefined {
  return count === 4 ? "15rem" : undefined;
}

export function BenefitGrid({ items }: { items: readonly Benefit[] }) {
  return (
    <CardGrid $min={gridMin(items.length)}>
      {items.map((item) => (
        <Card key={item.title}>
          <span className="icon">
            <Icon name={item.icon} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

export function PointGrid({ items }: { items: readonly Point[] }) {
  return (
    <CardGrid $min={gridMin(items.length)}>
      {items.map((item) => (
        <Card key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

const Steps = styled("ol")`
  list-style: none;
  counter-reset: step;
  margin: ${space(8)} 0 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  li {
    counter-increment: step;
    position: relative;
    padding: ${space(5)} ${space(5)} ${space(5)} ${space(16)};
    background: ${color.card};
    border: 1px solid ${color.border};
    border-radius: ${radius};
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: ${space(5)};
    top: ${space(5)};
    width: 2.25rem;
    height: 2.25rem;
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: ${color.navy};
    color: ${color.onDark};
    font-weight: ${fontWeight.bold};
  }
  h3 { margin-bottom: ${space(1)}; }
  p { margin: 0; color: ${color.muted}; }
`;

export function ProcessList({ items }: { items: readonly Point[] }) {
  return (
    <Steps>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </Steps>
  );
}

/**
 * Below this width a table of three or more columns keeps its columns and scrolls sideways in its
 * box, its first column held in place, rather than squeezing every column into a phone's width.
 */
const NARROW_MEDIA = "@media (max-width: 639.98px)";
/** On a phone: the width of the held first column, and of each column that scrolls past it. */
const NARROW_HEADER_WIDTH = 9;
const NARROW_COLUMN_WIDTH = 9.5;

const TableBox = styled("div")<{ $columns: number }>`
  margin-top: ${space(6)};
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: ${color.card};
  /* Separate borders: collapsed ones belong to the table and would not move with a held cell. */
  table { width: 100%; border-collapse: separate; border-spacing: 0; }
  caption { caption-side: top; text-align: left; padding: ${space(4)} ${space(5)}; font-weight: ${fontWeight.bold}; color: ${color.navy}; }
  /* Cells take their row's background, so that a held cell hides what scrolls under it. */
  th, td { padding: ${space(3)} ${space(5)}; text-align: left; vertical-align: top; border-top: 1px solid ${color.border}; background: inherit; }
  thead th { background: ${color.navy}; color: ${color.onDark}; }
  tbody th { color: ${color.navy}; }
  tbody tr { background: ${color.card}; }
  tbody tr:nth-child(even) { background: ${color.surfaceAlt}; }
  ${NARROW_MEDIA} {
    &[data-wide="true"] {
      table { table-layout: fixed; width: ${(props) => NARROW_HEADER_WIDTH + (props.$columns - 1) * NARROW_COLUMN_WIDTH}rem; }
      th, td { padding: ${space(3)}; font-size: ${fontSize.small}; }
      th:first-child {
        width: ${NARROW_HEADER_WIDTH}rem;
        position: sticky;
        left: 0;
        z-index: 1;
        box-shadow: 1px 0 0 ${color.border}, ${heldColumnShadow};
      }
    }
  }
`;

const TableNote = styled("p")`
  margin-top: ${space(3)};
  font-size: ${fontSize.small};
  color: ${color.muted};
`;

/**
 * A comparison table with a caption and header cells. Its box scrolls when the table is wider
 * than the screen, so it takes keyboard focus, and it is a group named by the caption (not a
 * region: on the service pages the caption is also the section's heading, and two landmarks
 * would share one name). The table keeps its display at every width, and so its semantics.
 */
export function DataTable({ table, hideCaption = false }: { table: ComparisonTable; hideCaption?: boolean }) {
  const captionId = useId();
  return (
    <>
      <TableBox role="group" aria-labelledby={captionId} tabIndex={0} data-wide={table.columns.length > 2} $columns={table.columns.length}>
        <table>
          <caption id={captionId} className={hideCaption ? "visually-hidden" : undefined}>
            {table.caption}
          </caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.header}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in the table's fixed order.
                  <td key={`${row.header}-${index}`}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {table.note && <TableNote>{table.note}</TableNote>}
    </>
  );
}
