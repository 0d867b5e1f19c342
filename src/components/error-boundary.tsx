// Catches a routing or render failure below it and shows the fallback the spec names, with the
// error's status or message, instead of a blank page.
import { Component } from "react";
import type { ErrorInfo, ReactNode } from "react";
import { Container, Section } from "./primitives.tsx";

interface State {
  error: unknown;
}

function describe(error: unknown): string {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as { status?: number; statusText?: string; message?: string };
    if (typeof status === "number") return statusText ? `${status} ${statusText}` : String(status);
    if (typeof message === "string" && message) return message;
  }
  return String(error);
}

interface Props {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error. */
  resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Unexpected application error", error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Section>
        <Container>
          <h1>Unexpected Application Error!</h1>
          <h2>{describe(this.state.error)}</h2>
          <p>
            Please <a href="/">return to the home page</a> and try again.
          </p>
        </Container>
      </Section>
    );
  }
}
