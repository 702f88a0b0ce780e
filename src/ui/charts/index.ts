// Small SVG charts of our own: a trend line, bars and a stacked distribution. Generic: plain
// numbers and labels in, no golf knowledge.
export { BarChart, barChartSummary } from './BarChart.tsx';
export type { Bar, BarChartProps } from './BarChart.tsx';
export { StackedBar, sharePercent, stackedBarSummary } from './StackedBar.tsx';
export type { Segment, StackedBarProps } from './StackedBar.tsx';
export { TrendLine, trendLineSummary } from './TrendLine.tsx';
export type { TrendLinePoint, TrendLineProps } from './TrendLine.tsx';
