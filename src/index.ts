"use client";
export * from "./protocol/types.ts";
