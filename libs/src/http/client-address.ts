import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { BlockList, isIP } from 'node:net';

/** Where the gateway can be: this machine or a private network (compose, Kubernetes). */
const GATEWAY_NETWORKS = new BlockList();
GATEWAY_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
GATEWAY_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
GATEWAY_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
GATEWAY_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
GATEWAY_NETWORKS.addAddress('::1', 'ipv6');
GATEWAY_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isGateway(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && GATEWAY_NETWORKS.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Express's `trust proxy`: only the direct peer is trusted, and only when it is the gateway.
 * The gateway sends exactly one X-Forwarded-For address (the one it saw, or the one its own
 * trusted proxies vouched for), so the client can never choose the address the services see.
 */
export function trustGatewayOnly(address: string, hop: number): boolean {
  return hop === 0 && isGateway(address);
}

/** The client's address: a valid IP or, failing that, the socket peer; never text from a header. */
export function clientAddress(request: Request): string {
  const forwarded = request.ip ? plainAddress(request.ip) : '';
  if (isIP(forwarded)) return forwarded;
  return plainAddress(request.socket.remoteAddress ?? '');
}

/** The calling client's address, for limits and the audit trail. */
export const ClientIp = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientAddress(context.switchToHttp().getRequest<Request>()),
);
