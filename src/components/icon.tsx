// Maps the content's icon names to lucide-react components. Icons are decorative: the text beside
// them carries the meaning, so they are hidden from assistive technology.
import type { LucideIcon } from "lucide-react";
import {
  Award,
  BadgeCheck,
  BrickWall,
  Bug,
  Building2,
  Clock,
  Droplets,
  EarOff,
  Flame,
  Hammer,
  HeartHandshake,
  House,
  HousePlus,
  Layers,
  Leaf,
  MapPin,
  PiggyBank,
  Ruler,
  ShieldCheck,
  Snowflake,
  Thermometer,
  TrendingUp,
  Users,
  Wind,
  Zap,
} from "lucide-react";
import type { IconName } from "../content/icon-name.ts";

const ICONS: Record<IconName, LucideIcon> = {
  home: House,
  building: Building2,
  attic: HousePlus,
  "crawl-space": Layers,
  wall: BrickWall,
  sound: EarOff,
  thermometer: Thermometer,
  "piggy-bank": PiggyBank,
  shield: ShieldCheck,
  droplets: Droplets,
  wind: Wind,
  leaf: Leaf,
  clock: Clock,
  bug: Bug,
  "trending-up": TrendingUp,
  award: Award,
  "badge-check": BadgeCheck,
  zap: Zap,
  hammer: Hammer,
  "map-pin": MapPin,
  snowflake: Snowflake,
  users: Users,
  "heart-handshake": HeartHandshake,
  ruler: Ruler,
  flame: Flame,
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = ICONS[name];
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
