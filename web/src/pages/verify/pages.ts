import { definePage } from '../../features/api/page-loader';

/**
 * Where a seed lot is checked: the contract's `VERIFY_PAGE_PATH`, repeated here since the route table is read before
 * the contract is built (a unit test holds the two together).
 */
export const VERIFY_PATH = '/verify';

/** The form that asks for the lot number on a bag's tag. */
export const VERIFY_PAGE = definePage('verify/VerifyPage');

/** The lot an address names (`/verify/<lot>`), as the visitor's address spells it. */
function lotInPath(path: string): string {
  const written = path.slice(VERIFY_PATH.length + 1);
  try {
    return decodeURIComponent(written);
  } catch {
    // Not text a browser would send for a typed number: the service finds no lot for it.
    return written;
  }
}

/** A lot's check: what the corporation's records say of the lot the address names. */
export const LOT_CHECK_PAGE = definePage('verify/LotCheckPage', {
  reads: ({ path }) => ({ check: { name: 'lotCheck' as const, argument: lotInPath(path) } }),
});
