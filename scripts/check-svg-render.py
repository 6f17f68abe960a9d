#!/usr/bin/env python3
"""Renders every SVG given (files, or folders of *.svg) with rsvg-convert and checks that each
picture is not blank: its PNG must hold at least three distinct colours (background, cells, text).
Exits 77 (CTest's skip code) when rsvg-convert is not installed (Debian: librsvg2-bin)."""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

SKIP = 77


def png_colours(data):
    """Distinct RGBA colours of an 8-bit, non-interlaced PNG (what rsvg-convert writes)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour_type not in (2, 6) or interlace:
                raise ValueError(f"unexpected PNG format (depth {depth}, colour type {colour_type})")
            bpp = 4 if colour_type == 6 else 3
        elif kind == b"IDAT":
            idat += body
    raw, stride = zlib.decompress(idat), width * bpp
    previous, colours, i = bytearray(stride), set(), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        colours.update(bytes(line[x:x + bpp]) for x in range(0, stride, bpp))
        previous = line
    return colours


def main(args):
    tool = shutil.which("rsvg-convert")
    if tool is None:
        print("SKIP: rsvg-convert is not installed (Debian package librsvg2-bin)")
        return SKIP
    files = []
    for a in args:
        if os.path.isdir(a):
            files += sorted(os.path.join(a, f) for f in os.listdir(a) if f.endswith(".svg"))
        else:
            files.append(a)
    if not files:
        print("no SVG files given")
        return 1
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for svg in files:
            png = os.path.join(tmp, "out.png")
            run = subprocess.run([tool, "-o", png, svg], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"{svg}: rsvg-convert failed: {run.stderr.strip()}")
                failed += 1
                continue
            with open(png, "rb") as f:
                n = len(png_colours(f.read()))
            status = "ok" if n >= 3 else "BLANK"
            print(f"{svg}: {n} distinct colours, {status}")
            failed += n < 3
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
