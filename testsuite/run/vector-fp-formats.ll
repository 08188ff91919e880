; Vectors of half, bfloat, x86_fp80 and fp128: lane-wise arithmetic,
; compares, conversions, select/shuffle/extract/insert, load and store.
; Every expected value is the IEEE-754 result (round to nearest even) of
; the lane's own format, derived below; they were also cross-checked with
; the same scalar operations in C on the host (gcc: _Float16, long double,
; __float128).
; RUN: %ehi run %s | %FileCheck %s
;
; half lanes a = <1.0, 2.0, 65504 (max), 0x2E66 (0.0999755859375)>,
;            b = <0.5, 3.0, 65504, 0x3266 (0.199951171875)>
; fadd: 1.5 = 0x3E00; 5.0 = 0x4500; 131008 > 65520 (the overflow threshold)
; = inf 0x7C00; 0.2999267578125 = 1228.5 ulps of 2^-12: a tie, to even 1228
; = 0x34CC.  Lane 0 is the low 16 bits of the i64.
; CHECK: fadd 34cc7c0045003e00
; fmul: 0.5 = 0x3800; 6.0 = 0x4600; inf; 0.0199902... = 0x251E
; CHECK-NEXT: fmul 251e7c0046003800
; fdiv: 2.0 = 0x4000; 2/3 = 0x3955 (0.66650390625, nearest); 1.0 = 0x3C00;
; 0.0999755859375 / 0.199951171875 = 0.5000... rounds to 0.5 = 0x3800
; CHECK-NEXT: fdiv 38003c0039554000
; fneg flips the sign bit only
; CHECK-NEXT: fneg ae66fbffc000bc00
; fcmp olt: 1<0.5 no, 2<3 yes, equal no, 0.0999<0.1999 yes: lanes 1 and 3,
; bits 0b1010
; CHECK-NEXT: olt a
; fptrunc double -> half, one rounding: 1 + 2^-11 + 2^-40 is just above the
; tie between 1.0 and 1 + 2^-10, so 0x3C01 (rounding through float first
; would give the tie and then 1.0); 1 + 2^-11 is the tie itself: even 0x3C00
; CHECK-NEXT: fptrunc 3c003c01
; sitofp: 2049 is a tie between 2048 and 2050 (ulp 2): even 2048 = 0x6800;
; 100000 overflows: inf; -7 = 0xC700; 65519 < 65520 rounds down to 65504
; CHECK-NEXT: sitofp 7bffc7007c006800
; fptosi truncates: 65504, -1.5 -> -1, 0.75 -> 0, -0.0 -> 0
; CHECK-NEXT: fptosi 65504 -1 0 0
; fpext is exact
; CHECK-NEXT: fpext 0x1.ffcp+15 -0x1.8p+0 0x1.8p-1 -0x0p+0
; bfloat (7 fraction bits): 1.0 + 2^-8 is a tie: even 1.0 = 0x3F80;
; (1 + 2^-7) + 2^-8 is the tie between 0x3F81 and 0x3F82: even 0x3F82
; CHECK-NEXT: bfloat 3f823f80
; x86_fp80: 1/3 = 0x3FFD:AAAAAAAAAAAAAAAB (64-bit significand 0.0101..
; rounded up: the bits after it are 1010...); fptrunc to double rounds the
; 11 dropped bits 01010101011 down: 0x1.5555555555555p-2; 2^62 + 1 needs 63
; significant bits: exact in fp80 (64), so it survives sitofp, a division
; by 1, a store, a load and fptosi
; CHECK-NEXT: fp80 1/3 3ffd aaaaaaaaaaaaaaab
; CHECK-NEXT: fp80 as double 0x1.5555555555555p-2
; CHECK-NEXT: fp80 2^62+1 4611686018427387905
; shufflevector swaps the 10-byte lanes: 2^62+1 first
; CHECK-NEXT: fp80 swapped 4611686018427387905 0
; fp128: 1/3 = 0x3FFD:5555...5 (112 fraction bits 0101..01, the rest 0101..
; rounds down); 3 - 1/3 = 8/3 = 1.0101..b x 2^1 = 0x4000:5555...5;
; 3 = 0x4000:8000...0; -0.0 = sign bit only
; CHECK-NEXT: fp128 1/3 3ffd5555555555555555555555555555
; CHECK-NEXT: fp128 8/3 40005555555555555555555555555555
; CHECK-NEXT: fp128 3 40008000000000000000000000000000
; CHECK-NEXT: fp128 -0 80000000000000000000000000000000
; 2^64 - 1 has 64 significant bits: exact in fp128 (113), back unchanged
; CHECK-NEXT: fp128 u64 18446744073709551615 5
; a store and load of <2 x fp128> keeps both lanes (oeq: both, bits 0b11);
; select picks lane 0 (1/3) from the reloaded vector, lane 1 from <3, 1>:
; 1.0 = 0x3FFF:0...0
; CHECK-NEXT: fp128 reload oeq 3
; CHECK-NEXT: fp128 select 3ffd5555555555555555555555555555 3fff0000000000000000000000000000
target triple = "x86_64-unknown-linux-gnu"

@f.x64 = private constant [9 x i8] c"%s %llx\0A\00"
@f.x32 = private constant [7 x i8] c"%s %x\0A\00"
@f.olt = private constant [8 x i8] c"olt %x\0A\00"
@f.toi = private constant [20 x i8] c"fptosi %d %d %d %d\0A\00"
@f.ext = private constant [19 x i8] c"fpext %a %a %a %a\0A\00"
@f.80 = private constant [20 x i8] c"fp80 1/3 %llx %llx\0A\00"
@f.80d = private constant [19 x i8] c"fp80 as double %a\0A\00"
@f.80i = private constant [18 x i8] c"fp80 2^62+1 %lld\0A\00"
@f.80s = private constant [24 x i8] c"fp80 swapped %lld %lld\0A\00"
@f.128 = private constant [22 x i8] c"fp128 %s %llx%016llx\0A\00"
@f.128u = private constant [21 x i8] c"fp128 u64 %llu %llu\0A\00"
@f.128r = private constant [21 x i8] c"fp128 reload oeq %x\0A\00"
@f.128s = private constant [38 x i8] c"fp128 select %llx%016llx %llx%016llx\0A\00"
@s.add = private constant [5 x i8] c"fadd\00"
@s.mul = private constant [5 x i8] c"fmul\00"
@s.div = private constant [5 x i8] c"fdiv\00"
@s.neg = private constant [5 x i8] c"fneg\00"
@s.trunc = private constant [8 x i8] c"fptrunc\00"
@s.sitofp = private constant [7 x i8] c"sitofp\00"
@s.bf = private constant [7 x i8] c"bfloat\00"
@s.third = private constant [4 x i8] c"1/3\00"
@s.83 = private constant [4 x i8] c"8/3\00"
@s.3 = private constant [2 x i8] c"3\00"
@s.m0 = private constant [3 x i8] c"-0\00"

declare i32 @printf(ptr, ...)

define void @show128(ptr %what, fp128 %v) {
  %b = bitcast fp128 %v to i128
  %lo = trunc i128 %b to i64
  %s = lshr i128 %b, 64
  %hi = trunc i128 %s to i64
  call i32 (ptr, ...) @printf(ptr @f.128, ptr %what, i64 %hi, i64 %lo)
  ret void
}

define i32 @main() {
  ; ---- half
  %a = bitcast i64 u0x2E667BFF40003C00 to <4 x half>
  %b = bitcast i64 u0x32667BFF42003800 to <4 x half>
  %add = fadd <4 x half> %a, %b
  %addi = bitcast <4 x half> %add to i64
  call i32 (ptr, ...) @printf(ptr @f.x64, ptr @s.add, i64 %addi)
  %mul = fmul <4 x half> %a, %b
  %muli = bitcast <4 x half> %mul to i64
  call i32 (ptr, ...) @printf(ptr @f.x64, ptr @s.mul, i64 %muli)
  %div = fdiv <4 x half> %a, %b
  %divi = bitcast <4 x half> %div to i64
  call i32 (ptr, ...) @printf(ptr @f.x64, ptr @s.div, i64 %divi)
  %neg = fneg <4 x half> %a
  %negi = bitcast <4 x half> %neg to i64
  call i32 (ptr, ...) @printf(ptr @f.x64, ptr @s.neg, i64 %negi)
  %lt = fcmp olt <4 x half> %a, %b
  %lti = bitcast <4 x i1> %lt to i4
  %ltz = zext i4 %lti to i32
  call i32 (ptr, ...) @printf(ptr @f.olt, i32 %ltz)
  %d0 = insertelement <2 x double> undef, double 0x3FF0020000001000, i32 0
  %d = insertelement <2 x double> %d0, double 0x3FF0020000000000, i32 1
  %tr = fptrunc <2 x double> %d to <2 x half>
  %tri = bitcast <2 x half> %tr to i32
  call i32 (ptr, ...) @printf(ptr @f.x32, ptr @s.trunc, i32 %tri)
  %si = sitofp <4 x i32> <i32 2049, i32 100000, i32 -7, i32 65519> to <4 x half>
  %sii = bitcast <4 x half> %si to i64
  call i32 (ptr, ...) @printf(ptr @f.x64, ptr @s.sitofp, i64 %sii)
  %c = bitcast i64 u0x80003A00BE007BFF to <4 x half>
  %ci = fptosi <4 x half> %c to <4 x i32>
  %c0 = extractelement <4 x i32> %ci, i32 0
  %c1 = extractelement <4 x i32> %ci, i32 1
  %c2 = extractelement <4 x i32> %ci, i32 2
  %c3 = extractelement <4 x i32> %ci, i32 3
  call i32 (ptr, ...) @printf(ptr @f.toi, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  %cd = fpext <4 x half> %c to <4 x double>
  %e0 = extractelement <4 x double> %cd, i32 0
  %e1 = extractelement <4 x double> %cd, i32 1
  %e2 = extractelement <4 x double> %cd, i32 2
  %e3 = extractelement <4 x double> %cd, i32 3
  call i32 (ptr, ...) @printf(ptr @f.ext, double %e0, double %e1, double %e2, double %e3)
  ; ---- bfloat
  %bfa = bitcast i32 u0x3F813F80 to <2 x bfloat>
  %bfb = bitcast i32 u0x3B803B80 to <2 x bfloat>
  %bfs = fadd <2 x bfloat> %bfa, %bfb
  %bfi = bitcast <2 x bfloat> %bfs to i32
  call i32 (ptr, ...) @printf(ptr @f.x32, ptr @s.bf, i32 %bfi)
  ; ---- x86_fp80
  %big = add i64 4611686018427387904, 1
  %n0 = insertelement <2 x i64> <i64 1, i64 0>, i64 %big, i32 1
  %xa = sitofp <2 x i64> %n0 to <2 x x86_fp80>
  %xb = sitofp <2 x i32> <i32 3, i32 1> to <2 x x86_fp80>
  %xq = fdiv <2 x x86_fp80> %xa, %xb
  %slot80 = alloca <2 x x86_fp80>
  store <2 x x86_fp80> %xq, ptr %slot80
  %xr = load <2 x x86_fp80>, ptr %slot80
  %x0 = extractelement <2 x x86_fp80> %xr, i32 0
  %x0b = bitcast x86_fp80 %x0 to i80
  %x0w = zext i80 %x0b to i128
  %x0lo = trunc i128 %x0w to i64
  %x0s = lshr i128 %x0w, 64
  %x0hi = trunc i128 %x0s to i64
  call i32 (ptr, ...) @printf(ptr @f.80, i64 %x0hi, i64 %x0lo)
  %xd = fptrunc <2 x x86_fp80> %xr to <2 x double>
  %xd0 = extractelement <2 x double> %xd, i32 0
  call i32 (ptr, ...) @printf(ptr @f.80d, double %xd0)
  %xi = fptosi <2 x x86_fp80> %xr to <2 x i64>
  %xi1 = extractelement <2 x i64> %xi, i32 1
  call i32 (ptr, ...) @printf(ptr @f.80i, i64 %xi1)
  %xsw = shufflevector <2 x x86_fp80> %xr, <2 x x86_fp80> undef, <2 x i32> <i32 1, i32 0>
  %xswi = fptosi <2 x x86_fp80> %xsw to <2 x i64>
  %xs0 = extractelement <2 x i64> %xswi, i32 0
  %xs1 = extractelement <2 x i64> %xswi, i32 1
  call i32 (ptr, ...) @printf(ptr @f.80s, i64 %xs0, i64 %xs1)
  ; ---- fp128
  %qa = sitofp <2 x i32> <i32 1, i32 3> to <2 x fp128>
  %qb = sitofp <2 x i32> <i32 3, i32 1> to <2 x fp128>
  %qq = fdiv <2 x fp128> %qa, %qb
  %q0 = extractelement <2 x fp128> %qq, i32 0
  call void @show128(ptr @s.third, fp128 %q0)
  %three = shufflevector <2 x fp128> %qa, <2 x fp128> undef, <2 x i32> <i32 1, i32 1>
  %third = insertelement <2 x fp128> %qq, fp128 %q0, i32 1
  %zero = sitofp <2 x i32> zeroinitializer to <2 x fp128>
  %third0 = shufflevector <2 x fp128> %third, <2 x fp128> %zero, <2 x i32> <i32 0, i32 2>
  %diff = fsub <2 x fp128> %three, %third0
  %df0 = extractelement <2 x fp128> %diff, i32 0
  %df1 = extractelement <2 x fp128> %diff, i32 1
  call void @show128(ptr @s.83, fp128 %df0)
  call void @show128(ptr @s.3, fp128 %df1)
  %nz = fneg <2 x fp128> %zero
  %nz0 = extractelement <2 x fp128> %nz, i32 0
  call void @show128(ptr @s.m0, fp128 %nz0)
  %u = uitofp <2 x i64> <i64 -1, i64 5> to <2 x fp128>
  %ub = fptoui <2 x fp128> %u to <2 x i64>
  %ub0 = extractelement <2 x i64> %ub, i32 0
  %ub1 = extractelement <2 x i64> %ub, i32 1
  call i32 (ptr, ...) @printf(ptr @f.128u, i64 %ub0, i64 %ub1)
  %slot = alloca <2 x fp128>
  store <2 x fp128> %qq, ptr %slot
  %re = load <2 x fp128>, ptr %slot
  %eq = fcmp oeq <2 x fp128> %re, %qq
  %eqi = bitcast <2 x i1> %eq to i2
  %eqz = zext i2 %eqi to i32
  call i32 (ptr, ...) @printf(ptr @f.128r, i32 %eqz)
  %sel = select <2 x i1> <i1 true, i1 false>, <2 x fp128> %re, <2 x fp128> %qb
  %sl0 = extractelement <2 x fp128> %sel, i32 0
  %sl1 = extractelement <2 x fp128> %sel, i32 1
  %sl0b = bitcast fp128 %sl0 to i128
  %sl1b = bitcast fp128 %sl1 to i128
  %a0 = trunc i128 %sl0b to i64
  %a1s = lshr i128 %sl0b, 64
  %a1 = trunc i128 %a1s to i64
  %b0 = trunc i128 %sl1b to i64
  %b1s = lshr i128 %sl1b, 64
  %b1 = trunc i128 %b1s to i64
  call i32 (ptr, ...) @printf(ptr @f.128s, i64 %a1, i64 %a0, i64 %b1, i64 %b0)
  ret i32 0
}
