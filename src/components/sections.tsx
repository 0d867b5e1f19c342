// The pieces page bodies are made of: grids of benefit and point cards, the numbered process list
// and comparison tables that scroll inside their own box. The page hero is in page-hero.tsx.
import { styled } from "goober";
import type { ReactNode } from "react";
import type { Benefit, ComparisonTable, Point } from "../content/types.ts";
import { color, fontSize, fontWeight, radius, shadow, space } from "../styles/theme.ts";
import { Icon } from "./icon.tsx";
import { Container, Lead, Section } from "./primitives.tsx";

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
  background: #fff;
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
    background: #fef3c7;
    color: #92400e;
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
    background: #fff;
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
    color: #fff;
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

/** Below this width a table with three or more columns turns each row into a labelled card. */
const STACK_MEDIA = "@media (max-width: 639.98px)";

const TableBox = styled("div")`
  margin-top: ${space(6)};
  overflow-x: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius};
  background: #fff;
  table { width: 100%; border-collapse: collapse; }
  caption { caption-side: top; text-align: left; padding: ${space(4)} ${space(5)}; font-weight: ${fontWeight.bold}; color: ${color.navy}; }
  th, td { padding: ${space(3)} ${space(5)}; text-align: left; vertical-align: top; border-top: 1px solid ${color.border}; }
  thead th { background: ${color.navy}; color: #fff; }
  tbody th { color: ${color.navy}; }
  tbody tr:nth-child(even) { background: ${color.surfaceAlt}; }
  ${STACK_MEDIA} {
    &[data-stack="true"] {
      thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
      table, tbody, tr, th, td { display: block; }
      tbody tr { border-top: 1px solid ${color.border}; padding: ${space(3)} 0; }
      tbody th, tbody td { border: 0; padding: ${space(1)} ${space(5)}; }
      tbody th { font-size: ${fontSize.body}; }
      td::before { content: attr(data-label); display: block; font-size: ${fontSize.small}; font-weight: ${fontWeight.bold}; color: ${color.muted}; }
    }
  }
`;

const TableNote = styled("p")`
  margin-top: ${space(3)};
  font-size: ${fontSize.small};
  color: ${color.muted};
`;

/**
 * A comparison table with a caption and header cells. On a phone, tables of three or more
 * columns stack each row into a card whose cells name their column; the explicit roles keep the
 * table's semantics for screen readers when CSS changes its display.
 */
export function DataTable({ table, hideCaption = false }: { table: ComparisonTable; hideCaption?: boolean }) {
  const stack = table.columns.length > 2;
  return (
    <>
      {/* Focusable, so that keyboard users can scroll a table wider than its box. */}
      <TableBox role="region" aria-label={table.caption} tabIndex={0} data-stack={stack}>
        <table role="table">
          <caption className={hideCaption ? "visually-hidden" : undefined}>{table.caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {table.columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.rows.map((row) => (
              <tr key={row.header} role="row">
                <th scope="row" role="rowheader">
                  {row.header}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={`${row.header}-${index}`} role="cell" data-label={table.columns[index + 1]}>
                    {cell}
                  </td>
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

/** A page section with a heading whose id labels it, below the page's hero (see global-styles.ts). */
export function PageSection({
  id,
  heading,
  lead,
  tone,
  children,
}: {
  id: string;
  heading: string;
  lead?: string;
  tone?: "plain" | "alt";
  children?: ReactNode;
}) {
  return (
    <Section $tone={tone} aria-labelledby={id} data-render-when-near="">
      <Container>
        <SectionHeading id={id} heading={heading} lead={lead} />
        {children}
      </Container>
    </Section>
  );
}
