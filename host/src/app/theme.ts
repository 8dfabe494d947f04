import type { ThemeConfig } from 'antd';

/** Del Campo's colours: leaf green with tomato red accents. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    colorError: '#c62828',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
};
