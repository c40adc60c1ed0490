/** The permanent side drawer's width (app-shell.tsx keeps its room, shell-drawer.tsx draws it). */
export const DRAWER_WIDTH = 248;
