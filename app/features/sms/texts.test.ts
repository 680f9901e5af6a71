import { describe, expect, it } from "vitest";
import { smsSegments, toGsmText } from "./gsm";
import { reminderSmsText } from "./texts";

const link = "https://monsieur-moustache.fr/r/AbCdEfGh_-12";

describe("SMS texts", () => {
  it("the reminder names the day, time, visit and barber, and its link, in one GSM message", () => {
    const text = reminderSmsText({ date: "2026-03-12", timeSlot: "14:30", title: "Coupe dégradé", barberName: "Karim", link });
    expect(text).toBe(`Monsieur Moustache : rappel de votre RDV jeudi 12/03 à 14:30 (Coupe dégradé avec Karim). Gérer : ${link}`);
    expect(smsSegments(text)).toEqual({ encoding: "GSM-7", length: text.length, segments: 1 });
  });

  it("letters the GSM alphabet lacks lose their accent; a long title drops the barber, then itself", () => {
    const text = reminderSmsText({ date: "2026-03-14", timeSlot: "09:00", title: "Soin à l’huile", barberName: "Jérôme", link });
    expect(text).toContain("(Soin à l'huile avec Jérome)");
    const longer = reminderSmsText({ date: "2026-03-14", timeSlot: "09:00", title: "Barbe + serviette chaude, soin à l’huile", barberName: "Jérôme", link });
    expect(longer).toContain("(Barbe + serviette chaude, soin à l'huile). Gérer");
    expect(smsSegments(text).encoding).toBe("GSM-7");
    const long = reminderSmsText({
      date: "2026-03-14",
      timeSlot: "09:00",
      title: "Coupe + barbe + soin visage + coloration ".repeat(2),
      barberName: "Karim",
      link,
    });
    expect(long).toBe(`Monsieur Moustache : rappel de votre RDV samedi 14/03 à 09:00. Gérer : ${link}`);
  });

  it("counts segments as the network does", () => {
    expect(smsSegments("a".repeat(160)).segments).toBe(1);
    expect(smsSegments("a".repeat(161)).segments).toBe(2);
    // € takes two septets.
    expect(smsSegments("€".repeat(80))).toMatchObject({ encoding: "GSM-7", length: 160, segments: 1 });
    expect(smsSegments("ê".repeat(70))).toMatchObject({ encoding: "UCS-2", segments: 1 });
    expect(smsSegments("ê".repeat(71))).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(toGsmText("Fête « œuvre » – ça")).toBe('Fete " oeuvre " - ca');
  });
});
