/**
 * The rank ladder (SPEC §3, first reading). Level −1 is a member without a rank, shown as 'No grade'.
 */
export const LEVELS = [
  { level: -1, cn: '无等级', en: 'No grade' },
  { level: 0, cn: '副经理', en: 'Deputy Manager' },
  { level: 1, cn: '经理', en: 'Manager' },
  { level: 2, cn: '副总监', en: 'Deputy Director' },
  { level: 3, cn: '总监', en: 'Director' },
  { level: 4, cn: '高级总监', en: 'Senior Director' },
  { level: 5, cn: '红宝石总监', en: 'Ruby Director' },
  { level: 6, cn: '二星', en: 'Two Star' },
  { level: 7, cn: '三星', en: 'Three Star' },
] as const;
