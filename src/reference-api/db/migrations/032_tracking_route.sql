-- The planned path of a trip (roads, sea lanes) as `[lat, lng]` pairs, so the map can draw the route
-- instead of straight lines between the stops. Null: not planned (the map falls back to the stops).
alter table tracking_trips add column route jsonb;
