/** A made-up order position as the ERP sends it (`PUT Integration/Orders`), for benchmarks and tests. */
export function sampleOrderPosition(clientId: number, index: number) {
  const width = [1020, 920, 1260, 800][index % 4]!;
  const length = [720, 640, 880, 600][index % 4]!;
  const pallets = 2 + (index % 20);
  return {
    clientId,
    orderNumber: `ERP-${clientId}-${Math.floor(index / 3) + 1}`,
    customerOrderNumber: `PO-${clientId}-${Math.floor(index / 30) + 1}`,
    orderPosition: ((index % 3) + 1) * 10,
    orderSignature: ['A. de Vries', 'M. Schulz', 'L. Chen'][index % 3]!,
    salesProductDescription: ['Uncoated grey board GD2 500 g/m²', 'Coated folding boxboard GC1 300 g/m²'][
      index % 2
    ]!,
    convertingTypeDescription: 'Sheeted – pallet wrapped',
    dimensions: `${width} × ${length}`,
    sheets: 2000,
    amountOfSheets: pallets * 2000,
    pallets,
    units: pallets * 8,
    weight: pallets * 1000 + (index % 10) / 10,
    theoreticalNettWeightKg: pallets * 980,
    calloff: index % 3 === 0 ? `CO-${index}` : null,
    loadNumber: index % 4 === 0 ? `LERP-${clientId}-${index}` : null,
    dateOrder: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    dateDeparture: index % 5 === 0 ? null : `2026-12-${String((index % 28) + 1).padStart(2, '0')}`,
    country: 'Netherlands',
    address: `Industrieweg ${index % 200}, Zwolle`,
  };
}
