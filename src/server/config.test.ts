/** Settings that guard a deployment (issue 14): TRUST_PROXY, production defaults, and the limits. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD, loadConfig, SettingsError, trustProxyNotice } from './config';

describe('TRUST_PROXY', () => {
  it('is off by default and for false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count, or addresses and CIDRs of the proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (any client could pick its own address) and anything that is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(SettingsError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/would trust any X-Forwarded-For/);
    for (const wrong of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.local', '10.0.0.1/8/8', '1.2.3.4,']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses a range that holds every address, alone or in a list', () => {
    for (const everyone of [
      '0.0.0.0/0',
      '::/0',
      '10.0.0.5, 0.0.0.0/0',
      '1.2.3.4/0',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/90',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(SettingsError);
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(/holds every address/);
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::ffff:10.0.0.0/104' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::ffff:10.0.0.0/104',
    ]);
  });

  it('listens on this machine only behind a proxy unless HOST says otherwise, and says why at start', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ TRUST_PROXY: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).host).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '1', HOST: '10.0.0.7' }).host).toBe('10.0.0.7');
    expect(trustProxyNotice(loadConfig({}))).toBeNull();
    const notice = trustProxyNotice(loadConfig({ TRUST_PROXY: '1', PORT: '8080' }));
    expect(notice).toContain('Port 8080 on 127.0.0.1 must be reachable only through the proxy');
    expect(notice).toContain('the nearest proxy');
    expect(trustProxyNotice(loadConfig({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }))).toContain('10.0.0.5, 10.0.1.0/24');
  });
});

describe('production defaults (NODE_ENV=production)', () => {
  it('seeds no demo data unless asked, and knows when ADMIN_PASSWORD was left to its default', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production).toMatchObject({ isProduction: true, seedDemo: false, isAdminPasswordSet: false });
    expect(production.adminPassword).toBe(DEFAULT_ADMIN_PASSWORD);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).isProduction).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Tulsi#Garden27' }).isAdminPasswordSet).toBe(true);
  });

  it('has a guest booking limit of 10 an hour unless set', () => {
    expect(loadConfig({}).guestBookingsPerHour).toBe(10);
    expect(loadConfig({ GUEST_BOOKINGS_PER_HOUR: '3' }).guestBookingsPerHour).toBe(3);
    expect(() => loadConfig({ GUEST_BOOKINGS_PER_HOUR: '0' })).toThrow(/GUEST_BOOKINGS_PER_HOUR/);
  });

  it('limits a customer to 6 bookings an hour and 5 open requests unless set', () => {
    expect(loadConfig({})).toMatchObject({ customerBookingsPerHour: 6, customerOpenRequestsMax: 5 });
    const set = loadConfig({ CUSTOMER_BOOKINGS_PER_HOUR: '2', CUSTOMER_OPEN_REQUESTS_MAX: '3' });
    expect(set).toMatchObject({ customerBookingsPerHour: 2, customerOpenRequestsMax: 3 });
    expect(() => loadConfig({ CUSTOMER_BOOKINGS_PER_HOUR: '0' })).toThrow(/CUSTOMER_BOOKINGS_PER_HOUR/);
    expect(() => loadConfig({ CUSTOMER_OPEN_REQUESTS_MAX: 'x' })).toThrow(/CUSTOMER_OPEN_REQUESTS_MAX/);
  });
});
