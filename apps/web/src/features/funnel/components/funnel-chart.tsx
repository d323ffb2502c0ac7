import type { FunnelDay } from "@mp/contracts/funnel";
import { formatDay, formatNumber, formatShortDay } from "@mp/ui/lib/format.ts";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

// Loaded on demand by FunnelOverTime: recharts stays out of every other page's scripts. Drawn for
// sighted readers only (aria-hidden); the table beside it has the same numbers.

const lines = [
  { key: "impressions", name: "Impressions", color: "#22366b" },
  { key: "views", name: "Views", color: "#d68a0a" },
  { key: "contactClicks", name: "Contact clicks", color: "#1f6b3a" },
  { key: "messages", name: "Messages", color: "#a3231b" },
  { key: "saves", name: "Saves", color: "#6b3fa0" },
] as const;

const HEIGHT = 260;
const axisTick = { fontSize: 12, fill: "#5f6780" };

export default function FunnelChart({ days }: { days: readonly FunnelDay[] }) {
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
          {lines.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              stroke={line.color}
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
