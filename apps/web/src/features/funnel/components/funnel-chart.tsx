import { formatDay, formatNumber, formatShortDay } from "@mp/ui/lib/format.ts";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { FunnelStep } from "../format";

// Loaded on demand by FunnelOverTime: recharts stays out of every other page's scripts. Drawn for
// sighted readers only (aria-hidden); the table beside it has the same numbers.

const HEIGHT = 260;
const axisTick = { fontSize: 12, fill: "#5f6780" };

export type ChartDay = { day: string };

export default function FunnelChart({ days, steps }: { days: readonly ChartDay[]; steps: readonly FunnelStep[] }) {
  return (
    <div className="funnel-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 600, height: HEIGHT }}>
        <LineChart data={[...days]} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="#e4e1d8" vertical={false} />
          <XAxis dataKey="day" tickFormatter={formatShortDay} tick={axisTick} minTickGap={24} />
          <YAxis allowDecimals={false} tick={axisTick} width={48} />
          <Tooltip
            labelFormatter={(day) => formatDay(String(day))}
            formatter={(value) => formatNumber(Number(value))}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {steps.map((step) => (
            <Line
              key={step.key}
              type="monotone"
              dataKey={step.key}
              name={step.name}
              stroke={step.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
