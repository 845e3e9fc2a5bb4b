import type { CDPSession, Page } from 'playwright-core';

const credentialsOn = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;

/** The passkeys a device holds, private keys and counters included. */
type StoredPasskeys = Awaited<ReturnType<typeof credentialsOn>>;

/**
 * Passkey devices for a Chromium tab, through the DevTools protocol's WebAuthn domain: each device is a virtual
 * platform authenticator (CTAP2, internal transport, resident keys, user verification that succeeds). One device
 * is held to the tab at a time, as an admin holds one laptop or phone; a device put down keeps its passkeys, with
 * their counters, for when it is taken up again.
 */
export class PasskeyDevices {
  private readonly kept = new Map<string, StoredPasskeys>();
  private held?: { name: string; authenticatorId: string };

  private constructor(private readonly cdp: CDPSession) {}

  static async forPage(page: Page): Promise<PasskeyDevices> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    return new PasskeyDevices(cdp);
  }

  /** Puts down the device in hand, if any, and takes up `name` (a new one, the first time) with its passkeys. */
  async hold(name: string): Promise<void> {
    await this.putDown();
    const { authenticatorId } = await this.cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    for (const credential of this.kept.get(name) ?? []) {
      await this.cdp.send('WebAuthn.addCredential', { authenticatorId, credential });
    }
    this.held = { name, authenticatorId };
  }

  /** The passkeys on the device in hand. */
  async passkeys(): Promise<StoredPasskeys> {
    return this.held ? credentialsOn(this.cdp, this.held.authenticatorId) : [];
  }

  private async putDown(): Promise<void> {
    if (!this.held) return;
    this.kept.set(this.held.name, await this.passkeys());
    await this.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: this.held.authenticatorId });
    this.held = undefined;
  }
}
