// A self-signed certificate for the bench's local TLS servers (the photo stand-in, the HTTP/2
// host), made once with openssl in a folder the bench keeps; Chromium is told to accept it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The key's and the certificate's files for the host `name`, made in `dir` if not there yet. */
export function selfSignedCertificate(dir: string, name: string): { key: string; cert: string } {
  const key = join(dir, `${name}.key`);
  const cert = join(dir, `${name}.crt`);
  if (!existsSync(cert)) {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "30", "-subj", `/CN=${name}`, "-keyout", key, "-out", cert],
      {
        stdio: "ignore",
      },
    );
  }
  return { key, cert };
}
