import { In, type EntityManager } from 'typeorm';
import {
  BOOKING_LIMITS,
  bookingRules,
  findFieldCrop,
  indiaDate,
  type BookingLimit,
  type BookingWindowCounter as WindowCounterItem,
  type BookingWindowItem,
} from '@seedcorp/contracts';
import { SaleCounter } from '../counters/sale-counter.entity';
import { BookingWindow, BookingWindowCounter } from './booking-window.entity';

export function limitOf(window: BookingWindow): BookingLimit {
  return window.limitKind === 'bags'
    ? { kind: 'bags', bags: window.maxBags ?? 0 }
    : { kind: 'perAcre', kgPerAcre: Number(window.kgPerAcre), maxAcres: Number(window.maxAcres) };
}

/** Open on `now`: not closed, and today (India date) within its dates. */
export const isWindowOpen = (window: BookingWindow, now = new Date()): boolean => {
  const today = indiaDate(now);
  return window.closedAt === null && window.opensOn <= today && today <= window.closesOn;
};

/** The windows as the admin area and the booking page show them, with their counters and rules. */
export async function windowItems(
  manager: EntityManager,
  windows: BookingWindow[],
  now = new Date(),
): Promise<BookingWindowItem[]> {
  if (windows.length === 0) return [];
  const links = await manager.find(BookingWindowCounter, { where: { windowId: In(windows.map((w) => w.id)) } });
  const counterIds = [...new Set(links.map((link) => link.counterId))];
  const counters = new Map(
    (counterIds.length ? await manager.find(SaleCounter, { where: { id: In(counterIds) } }) : []).map(
      (counter) => [counter.id, counter] as const,
    ),
  );
  return windows.map((window) => {
    const listed: WindowCounterItem[] = links
      .filter((link) => link.windowId === window.id)
      .map((link) => counters.get(link.counterId))
      .filter((counter): counter is SaleCounter => counter !== undefined)
      .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
      .map((counter) => ({ key: counter.id, name: counter.name, district: counter.district, closed: counter.closed }));
    const limit = limitOf(window);
    const collectWithinDays = window.collectWithinDays ?? BOOKING_LIMITS.collectWithinDaysDefault;
    return {
      key: window.id,
      season: window.season,
      crop: window.crop,
      cropName: findFieldCrop(window.crop)?.name ?? { en: window.crop, hi: window.crop },
      opensOn: window.opensOn,
      closesOn: window.closesOn,
      counters: listed,
      limit,
      collectWithinDays,
      noShowLimit: window.noShowLimit,
      closed: window.closedAt !== null,
      open: isWindowOpen(window, now),
      rules: bookingRules({ ...window, limit, collectWithinDays, counters: listed.length }),
      version: window.version,
      updatedAt: window.updatedAt.toISOString(),
    };
  });
}
