import { isIPv6 } from "node:net";

/**
 * The client as limits count it: its address, or for IPv6 its /64, which one subscriber usually
 * holds whole, so that rotating addresses within it neither escapes a limit nor fills a store.
 */
export function clientKeyOf(ip: string): string {
  if (!isIPv6(ip) || ip.includes(".")) return ip;
  const [head = "", tail] = ip.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 4).join(":")}::/64`;
}
