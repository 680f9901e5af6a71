export type ServiceView = {
  id: string;
  title: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  category: string;
};
