import type { User } from '../../models/entities';

/** The published demo player demo001 as the user-info call describes it; tests override fields. */
export const demoUser: User = {
  userId: 1,
  account: 'demo001',
  balance: 1_000_000,
  name: '',
  cardNo: '',
  mobile: '',
  qq: '',
  email: '',
  bindStatus: false,
  avatar: 'b_01.png',
  vipLevel: 0,
  disableGameList: '[]',
  packageId: 1,
  platformId: 1,
  inviteCode: 'FAST01',
};
