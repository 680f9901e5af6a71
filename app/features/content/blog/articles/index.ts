import type { BlogArticle } from "../types";
import { article as chooseBarber } from "./choisir-son-barbier-paris-20-guide";
import { article as trends2025 } from "./coupe-homme-tendance-2025-guide-barbier-parisien";
import { article as betweenAppointments } from "./entretenir-sa-coupe-entre-deux-rendez-vous";
import { article as beardCare } from "./guide-entretien-barbe-produits-naturels-paris";
import { article as gambetta } from "./histoire-quartier-gambetta-culture-style";
import { article as straightRazor } from "./rasage-traditionnel-coupe-choux-savoir-faire";

/** The six built-in articles, in no particular order: blog.ts sorts them. */
export const articles: readonly BlogArticle[] = [trends2025, gambetta, beardCare, straightRazor, chooseBarber, betweenAppointments];
