// The TCP ports a process and the processes under it are listening on, read from Linux's /proc:
// each process's sockets (/proc/<pid>/fd, "socket:[inode]") matched against the kernel's tables
// of TCP sockets (/proc/net/tcp, /proc/net/tcp6). A port found here is held by that process, so
// whatever answers there is that process and no other server.
import { readFile, readdir, readlink } from "node:fs/promises";

/** The state /proc/net/tcp writes for a listening socket (TCP_LISTEN). */
const LISTEN_STATE = "0A";
/**
 * Local addresses that 127.0.0.1 reaches, as /proc/net/tcp{,6} write them (32-bit words in the
 * machine's byte order): 127.0.0.1 either way round, 0.0.0.0, and IPv6's any address (::).
 */
const LOOPBACK_ADDRESSES = new Set(["0100007F", "7F000001", "00000000", "00000000000000000000000000000000"]);

/** The numbers of the processes in /proc, each with its parent's. */
async function parents(): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    // A process may end between the listing and the read.
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    // The command name comes in parentheses and may hold spaces or parentheses itself: the fields
    // are counted from its last ")": state, then the parent's number.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (stat && Number.isInteger(parent)) found.set(Number(name), parent);
  }
  return found;
}

/** The process and every process under it (a server's workers, a wrapper's real server). */
export async function processTree(root: number): Promise<number[]> {
  const parentOf = await parents();
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parentOf) if (parent === tree[index] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}

/** The inode of every socket the processes have open. */
async function socketInodes(pids: readonly number[]): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  }
  return inodes;
}

/** The ports of the listening sockets among the inodes that 127.0.0.1 reaches. */
async function loopbackListeners(inodes: ReadonlySet<string>): Promise<Set<number>> {
  const ports = new Set<number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const text = await readFile(table, "utf8").catch(() => "");
    // After the heading, one socket a line: number, local address:port, remote, state, queues,
    // timers, retransmits, owner, timeout, inode, and more.
    for (const line of text.split("\n").slice(1)) {
      const [, local = "", , state, , , , , , inode = ""] = line.trim().split(/\s+/);
      const [address = "", port = ""] = local.split(":");
      if (state === LISTEN_STATE && inodes.has(inode) && LOOPBACK_ADDRESSES.has(address)) ports.add(Number.parseInt(port, 16));
    }
  }
  return ports;
}

/** The TCP ports that the process or one under it listens on, where 127.0.0.1 reaches them. */
export async function loopbackPortsOf(pid: number): Promise<Set<number>> {
  return loopbackListeners(await socketInodes(await processTree(pid)));
}

/** An IPv4 address as /proc/net/tcp writes it (a 32-bit word in this machine's byte order, little-endian on x86 and ARM): "0100007F" is 127.0.0.1. */
function ipv4(hex: string): string {
  return [6, 4, 2, 0].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(".");
}

/** Every listening TCP socket on the machine: its address ("127.0.0.1", "0.0.0.0", or an IPv6 one in /proc's hex), port and inode. */
async function listeningSockets(): Promise<{ address: string; port: number; inode: string }[]> {
  const sockets: { address: string; port: number; inode: string }[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const text = await readFile(table, "utf8").catch(() => "");
    for (const line of text.split("\n").slice(1)) {
      const [, local = "", , state, , , , , , inode = ""] = line.trim().split(/\s+/);
      const [address = "", port = ""] = local.split(":");
      if (state !== LISTEN_STATE) continue;
      sockets.push({ address: address.length === 8 ? ipv4(address) : address, port: Number.parseInt(port, 16), inode });
    }
  }
  return sockets;
}

/** The address and port of each socket the process or one under it listens on, as "127.0.0.1:4173". */
export async function listeningAddressesOf(pid: number): Promise<string[]> {
  const inodes = await socketInodes(await processTree(pid));
  return (await listeningSockets()).filter((socket) => inodes.has(socket.inode)).map((socket) => `${socket.address}:${socket.port}`);
}

/** Whether any process on the machine listens on the TCP port, at any address. */
export async function portIsTaken(port: number): Promise<boolean> {
  return (await listeningSockets()).some((socket) => socket.port === port);
}
