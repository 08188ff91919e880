; fcmp: each of the 16 predicates on operands less, greater, equal,
; NaN first and NaN second (the digits, in that order), for every float
; format as a scalar and as a vector lane (<2 x T>, lane 0).  The
; expectations follow LangRef: an ordered predicate is false and an
; unordered one true when either operand is NaN.
; RUN: %ehi run %s | FileCheck %s
; CHECK: double false 00000
; CHECK-NEXT: double oeq 00100
; CHECK-NEXT: double ogt 01000
; CHECK-NEXT: double oge 01100
; CHECK-NEXT: double olt 10000
; CHECK-NEXT: double ole 10100
; CHECK-NEXT: double one 11000
; CHECK-NEXT: double ord 11100
; CHECK-NEXT: double uno 00011
; CHECK-NEXT: double ueq 00111
; CHECK-NEXT: double ugt 01011
; CHECK-NEXT: double uge 01111
; CHECK-NEXT: double ult 10011
; CHECK-NEXT: double ule 10111
; CHECK-NEXT: double une 11011
; CHECK-NEXT: double true 11111
; CHECK-NEXT: vdouble false 00000
; CHECK-NEXT: vdouble oeq 00100
; CHECK-NEXT: vdouble ogt 01000
; CHECK-NEXT: vdouble oge 01100
; CHECK-NEXT: vdouble olt 10000
; CHECK-NEXT: vdouble ole 10100
; CHECK-NEXT: vdouble one 11000
; CHECK-NEXT: vdouble ord 11100
; CHECK-NEXT: vdouble uno 00011
; CHECK-NEXT: vdouble ueq 00111
; CHECK-NEXT: vdouble ugt 01011
; CHECK-NEXT: vdouble uge 01111
; CHECK-NEXT: vdouble ult 10011
; CHECK-NEXT: vdouble ule 10111
; CHECK-NEXT: vdouble une 11011
; CHECK-NEXT: vdouble true 11111
; CHECK-NEXT: float false 00000
; CHECK-NEXT: float oeq 00100
; CHECK-NEXT: float ogt 01000
; CHECK-NEXT: float oge 01100
; CHECK-NEXT: float olt 10000
; CHECK-NEXT: float ole 10100
; CHECK-NEXT: float one 11000
; CHECK-NEXT: float ord 11100
; CHECK-NEXT: float uno 00011
; CHECK-NEXT: float ueq 00111
; CHECK-NEXT: float ugt 01011
; CHECK-NEXT: float uge 01111
; CHECK-NEXT: float ult 10011
; CHECK-NEXT: float ule 10111
; CHECK-NEXT: float une 11011
; CHECK-NEXT: float true 11111
; CHECK-NEXT: vfloat false 00000
; CHECK-NEXT: vfloat oeq 00100
; CHECK-NEXT: vfloat ogt 01000
; CHECK-NEXT: vfloat oge 01100
; CHECK-NEXT: vfloat olt 10000
; CHECK-NEXT: vfloat ole 10100
; CHECK-NEXT: vfloat one 11000
; CHECK-NEXT: vfloat ord 11100
; CHECK-NEXT: vfloat uno 00011
; CHECK-NEXT: vfloat ueq 00111
; CHECK-NEXT: vfloat ugt 01011
; CHECK-NEXT: vfloat uge 01111
; CHECK-NEXT: vfloat ult 10011
; CHECK-NEXT: vfloat ule 10111
; CHECK-NEXT: vfloat une 11011
; CHECK-NEXT: vfloat true 11111
; CHECK-NEXT: half false 00000
; CHECK-NEXT: half oeq 00100
; CHECK-NEXT: half ogt 01000
; CHECK-NEXT: half oge 01100
; CHECK-NEXT: half olt 10000
; CHECK-NEXT: half ole 10100
; CHECK-NEXT: half one 11000
; CHECK-NEXT: half ord 11100
; CHECK-NEXT: half uno 00011
; CHECK-NEXT: half ueq 00111
; CHECK-NEXT: half ugt 01011
; CHECK-NEXT: half uge 01111
; CHECK-NEXT: half ult 10011
; CHECK-NEXT: half ule 10111
; CHECK-NEXT: half une 11011
; CHECK-NEXT: half true 11111
; CHECK-NEXT: vhalf false 00000
; CHECK-NEXT: vhalf oeq 00100
; CHECK-NEXT: vhalf ogt 01000
; CHECK-NEXT: vhalf oge 01100
; CHECK-NEXT: vhalf olt 10000
; CHECK-NEXT: vhalf ole 10100
; CHECK-NEXT: vhalf one 11000
; CHECK-NEXT: vhalf ord 11100
; CHECK-NEXT: vhalf uno 00011
; CHECK-NEXT: vhalf ueq 00111
; CHECK-NEXT: vhalf ugt 01011
; CHECK-NEXT: vhalf uge 01111
; CHECK-NEXT: vhalf ult 10011
; CHECK-NEXT: vhalf ule 10111
; CHECK-NEXT: vhalf une 11011
; CHECK-NEXT: vhalf true 11111
; CHECK-NEXT: bfloat false 00000
; CHECK-NEXT: bfloat oeq 00100
; CHECK-NEXT: bfloat ogt 01000
; CHECK-NEXT: bfloat oge 01100
; CHECK-NEXT: bfloat olt 10000
; CHECK-NEXT: bfloat ole 10100
; CHECK-NEXT: bfloat one 11000
; CHECK-NEXT: bfloat ord 11100
; CHECK-NEXT: bfloat uno 00011
; CHECK-NEXT: bfloat ueq 00111
; CHECK-NEXT: bfloat ugt 01011
; CHECK-NEXT: bfloat uge 01111
; CHECK-NEXT: bfloat ult 10011
; CHECK-NEXT: bfloat ule 10111
; CHECK-NEXT: bfloat une 11011
; CHECK-NEXT: bfloat true 11111
; CHECK-NEXT: vbfloat false 00000
; CHECK-NEXT: vbfloat oeq 00100
; CHECK-NEXT: vbfloat ogt 01000
; CHECK-NEXT: vbfloat oge 01100
; CHECK-NEXT: vbfloat olt 10000
; CHECK-NEXT: vbfloat ole 10100
; CHECK-NEXT: vbfloat one 11000
; CHECK-NEXT: vbfloat ord 11100
; CHECK-NEXT: vbfloat uno 00011
; CHECK-NEXT: vbfloat ueq 00111
; CHECK-NEXT: vbfloat ugt 01011
; CHECK-NEXT: vbfloat uge 01111
; CHECK-NEXT: vbfloat ult 10011
; CHECK-NEXT: vbfloat ule 10111
; CHECK-NEXT: vbfloat une 11011
; CHECK-NEXT: vbfloat true 11111
; CHECK-NEXT: x86_fp80 false 00000
; CHECK-NEXT: x86_fp80 oeq 00100
; CHECK-NEXT: x86_fp80 ogt 01000
; CHECK-NEXT: x86_fp80 oge 01100
; CHECK-NEXT: x86_fp80 olt 10000
; CHECK-NEXT: x86_fp80 ole 10100
; CHECK-NEXT: x86_fp80 one 11000
; CHECK-NEXT: x86_fp80 ord 11100
; CHECK-NEXT: x86_fp80 uno 00011
; CHECK-NEXT: x86_fp80 ueq 00111
; CHECK-NEXT: x86_fp80 ugt 01011
; CHECK-NEXT: x86_fp80 uge 01111
; CHECK-NEXT: x86_fp80 ult 10011
; CHECK-NEXT: x86_fp80 ule 10111
; CHECK-NEXT: x86_fp80 une 11011
; CHECK-NEXT: x86_fp80 true 11111
; CHECK-NEXT: vx86_fp80 false 00000
; CHECK-NEXT: vx86_fp80 oeq 00100
; CHECK-NEXT: vx86_fp80 ogt 01000
; CHECK-NEXT: vx86_fp80 oge 01100
; CHECK-NEXT: vx86_fp80 olt 10000
; CHECK-NEXT: vx86_fp80 ole 10100
; CHECK-NEXT: vx86_fp80 one 11000
; CHECK-NEXT: vx86_fp80 ord 11100
; CHECK-NEXT: vx86_fp80 uno 00011
; CHECK-NEXT: vx86_fp80 ueq 00111
; CHECK-NEXT: vx86_fp80 ugt 01011
; CHECK-NEXT: vx86_fp80 uge 01111
; CHECK-NEXT: vx86_fp80 ult 10011
; CHECK-NEXT: vx86_fp80 ule 10111
; CHECK-NEXT: vx86_fp80 une 11011
; CHECK-NEXT: vx86_fp80 true 11111
; CHECK-NEXT: fp128 false 00000
; CHECK-NEXT: fp128 oeq 00100
; CHECK-NEXT: fp128 ogt 01000
; CHECK-NEXT: fp128 oge 01100
; CHECK-NEXT: fp128 olt 10000
; CHECK-NEXT: fp128 ole 10100
; CHECK-NEXT: fp128 one 11000
; CHECK-NEXT: fp128 ord 11100
; CHECK-NEXT: fp128 uno 00011
; CHECK-NEXT: fp128 ueq 00111
; CHECK-NEXT: fp128 ugt 01011
; CHECK-NEXT: fp128 uge 01111
; CHECK-NEXT: fp128 ult 10011
; CHECK-NEXT: fp128 ule 10111
; CHECK-NEXT: fp128 une 11011
; CHECK-NEXT: fp128 true 11111
; CHECK-NEXT: vfp128 false 00000
; CHECK-NEXT: vfp128 oeq 00100
; CHECK-NEXT: vfp128 ogt 01000
; CHECK-NEXT: vfp128 oge 01100
; CHECK-NEXT: vfp128 olt 10000
; CHECK-NEXT: vfp128 ole 10100
; CHECK-NEXT: vfp128 one 11000
; CHECK-NEXT: vfp128 ord 11100
; CHECK-NEXT: vfp128 uno 00011
; CHECK-NEXT: vfp128 ueq 00111
; CHECK-NEXT: vfp128 ugt 01011
; CHECK-NEXT: vfp128 uge 01111
; CHECK-NEXT: vfp128 ult 10011
; CHECK-NEXT: vfp128 ule 10111
; CHECK-NEXT: vfp128 une 11011
; CHECK-NEXT: vfp128 true 11111

declare i32 @printf(ptr, ...)
@fmt = private constant [18 x i8] c"%s %s %d%d%d%d%d\0A\00"
@s0 = private constant [7 x i8] c"double\00"
@s1 = private constant [6 x i8] c"false\00"
@s2 = private constant [4 x i8] c"oeq\00"
@s3 = private constant [4 x i8] c"ogt\00"
@s4 = private constant [4 x i8] c"oge\00"
@s5 = private constant [4 x i8] c"olt\00"
@s6 = private constant [4 x i8] c"ole\00"
@s7 = private constant [4 x i8] c"one\00"
@s8 = private constant [4 x i8] c"ord\00"
@s9 = private constant [4 x i8] c"uno\00"
@s10 = private constant [4 x i8] c"ueq\00"
@s11 = private constant [4 x i8] c"ugt\00"
@s12 = private constant [4 x i8] c"uge\00"
@s13 = private constant [4 x i8] c"ult\00"
@s14 = private constant [4 x i8] c"ule\00"
@s15 = private constant [4 x i8] c"une\00"
@s16 = private constant [5 x i8] c"true\00"
@s17 = private constant [8 x i8] c"vdouble\00"
@s18 = private constant [6 x i8] c"float\00"
@s19 = private constant [7 x i8] c"vfloat\00"
@s20 = private constant [5 x i8] c"half\00"
@s21 = private constant [6 x i8] c"vhalf\00"
@s22 = private constant [7 x i8] c"bfloat\00"
@s23 = private constant [8 x i8] c"vbfloat\00"
@s24 = private constant [9 x i8] c"x86_fp80\00"
@s25 = private constant [10 x i8] c"vx86_fp80\00"
@s26 = private constant [6 x i8] c"fp128\00"
@s27 = private constant [7 x i8] c"vfp128\00"

define i32 @main() {
  %c0 = fcmp false double 1.0, 2.0
  %z0 = zext i1 %c0 to i32
  %c1 = fcmp false double 2.0, 1.0
  %z1 = zext i1 %c1 to i32
  %c2 = fcmp false double 1.0, 1.0
  %z2 = zext i1 %c2 to i32
  %c3 = fcmp false double 0x7FF8000000000000, 1.0
  %z3 = zext i1 %c3 to i32
  %c4 = fcmp false double 1.0, 0x7FF8000000000000
  %z4 = zext i1 %c4 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s1, i32 %z0, i32 %z1, i32 %z2, i32 %z3, i32 %z4)
  %c5 = fcmp oeq double 1.0, 2.0
  %z5 = zext i1 %c5 to i32
  %c6 = fcmp oeq double 2.0, 1.0
  %z6 = zext i1 %c6 to i32
  %c7 = fcmp oeq double 1.0, 1.0
  %z7 = zext i1 %c7 to i32
  %c8 = fcmp oeq double 0x7FF8000000000000, 1.0
  %z8 = zext i1 %c8 to i32
  %c9 = fcmp oeq double 1.0, 0x7FF8000000000000
  %z9 = zext i1 %c9 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s2, i32 %z5, i32 %z6, i32 %z7, i32 %z8, i32 %z9)
  %c10 = fcmp ogt double 1.0, 2.0
  %z10 = zext i1 %c10 to i32
  %c11 = fcmp ogt double 2.0, 1.0
  %z11 = zext i1 %c11 to i32
  %c12 = fcmp ogt double 1.0, 1.0
  %z12 = zext i1 %c12 to i32
  %c13 = fcmp ogt double 0x7FF8000000000000, 1.0
  %z13 = zext i1 %c13 to i32
  %c14 = fcmp ogt double 1.0, 0x7FF8000000000000
  %z14 = zext i1 %c14 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s3, i32 %z10, i32 %z11, i32 %z12, i32 %z13, i32 %z14)
  %c15 = fcmp oge double 1.0, 2.0
  %z15 = zext i1 %c15 to i32
  %c16 = fcmp oge double 2.0, 1.0
  %z16 = zext i1 %c16 to i32
  %c17 = fcmp oge double 1.0, 1.0
  %z17 = zext i1 %c17 to i32
  %c18 = fcmp oge double 0x7FF8000000000000, 1.0
  %z18 = zext i1 %c18 to i32
  %c19 = fcmp oge double 1.0, 0x7FF8000000000000
  %z19 = zext i1 %c19 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s4, i32 %z15, i32 %z16, i32 %z17, i32 %z18, i32 %z19)
  %c20 = fcmp olt double 1.0, 2.0
  %z20 = zext i1 %c20 to i32
  %c21 = fcmp olt double 2.0, 1.0
  %z21 = zext i1 %c21 to i32
  %c22 = fcmp olt double 1.0, 1.0
  %z22 = zext i1 %c22 to i32
  %c23 = fcmp olt double 0x7FF8000000000000, 1.0
  %z23 = zext i1 %c23 to i32
  %c24 = fcmp olt double 1.0, 0x7FF8000000000000
  %z24 = zext i1 %c24 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s5, i32 %z20, i32 %z21, i32 %z22, i32 %z23, i32 %z24)
  %c25 = fcmp ole double 1.0, 2.0
  %z25 = zext i1 %c25 to i32
  %c26 = fcmp ole double 2.0, 1.0
  %z26 = zext i1 %c26 to i32
  %c27 = fcmp ole double 1.0, 1.0
  %z27 = zext i1 %c27 to i32
  %c28 = fcmp ole double 0x7FF8000000000000, 1.0
  %z28 = zext i1 %c28 to i32
  %c29 = fcmp ole double 1.0, 0x7FF8000000000000
  %z29 = zext i1 %c29 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s6, i32 %z25, i32 %z26, i32 %z27, i32 %z28, i32 %z29)
  %c30 = fcmp one double 1.0, 2.0
  %z30 = zext i1 %c30 to i32
  %c31 = fcmp one double 2.0, 1.0
  %z31 = zext i1 %c31 to i32
  %c32 = fcmp one double 1.0, 1.0
  %z32 = zext i1 %c32 to i32
  %c33 = fcmp one double 0x7FF8000000000000, 1.0
  %z33 = zext i1 %c33 to i32
  %c34 = fcmp one double 1.0, 0x7FF8000000000000
  %z34 = zext i1 %c34 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s7, i32 %z30, i32 %z31, i32 %z32, i32 %z33, i32 %z34)
  %c35 = fcmp ord double 1.0, 2.0
  %z35 = zext i1 %c35 to i32
  %c36 = fcmp ord double 2.0, 1.0
  %z36 = zext i1 %c36 to i32
  %c37 = fcmp ord double 1.0, 1.0
  %z37 = zext i1 %c37 to i32
  %c38 = fcmp ord double 0x7FF8000000000000, 1.0
  %z38 = zext i1 %c38 to i32
  %c39 = fcmp ord double 1.0, 0x7FF8000000000000
  %z39 = zext i1 %c39 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s8, i32 %z35, i32 %z36, i32 %z37, i32 %z38, i32 %z39)
  %c40 = fcmp uno double 1.0, 2.0
  %z40 = zext i1 %c40 to i32
  %c41 = fcmp uno double 2.0, 1.0
  %z41 = zext i1 %c41 to i32
  %c42 = fcmp uno double 1.0, 1.0
  %z42 = zext i1 %c42 to i32
  %c43 = fcmp uno double 0x7FF8000000000000, 1.0
  %z43 = zext i1 %c43 to i32
  %c44 = fcmp uno double 1.0, 0x7FF8000000000000
  %z44 = zext i1 %c44 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s9, i32 %z40, i32 %z41, i32 %z42, i32 %z43, i32 %z44)
  %c45 = fcmp ueq double 1.0, 2.0
  %z45 = zext i1 %c45 to i32
  %c46 = fcmp ueq double 2.0, 1.0
  %z46 = zext i1 %c46 to i32
  %c47 = fcmp ueq double 1.0, 1.0
  %z47 = zext i1 %c47 to i32
  %c48 = fcmp ueq double 0x7FF8000000000000, 1.0
  %z48 = zext i1 %c48 to i32
  %c49 = fcmp ueq double 1.0, 0x7FF8000000000000
  %z49 = zext i1 %c49 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s10, i32 %z45, i32 %z46, i32 %z47, i32 %z48, i32 %z49)
  %c50 = fcmp ugt double 1.0, 2.0
  %z50 = zext i1 %c50 to i32
  %c51 = fcmp ugt double 2.0, 1.0
  %z51 = zext i1 %c51 to i32
  %c52 = fcmp ugt double 1.0, 1.0
  %z52 = zext i1 %c52 to i32
  %c53 = fcmp ugt double 0x7FF8000000000000, 1.0
  %z53 = zext i1 %c53 to i32
  %c54 = fcmp ugt double 1.0, 0x7FF8000000000000
  %z54 = zext i1 %c54 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s11, i32 %z50, i32 %z51, i32 %z52, i32 %z53, i32 %z54)
  %c55 = fcmp uge double 1.0, 2.0
  %z55 = zext i1 %c55 to i32
  %c56 = fcmp uge double 2.0, 1.0
  %z56 = zext i1 %c56 to i32
  %c57 = fcmp uge double 1.0, 1.0
  %z57 = zext i1 %c57 to i32
  %c58 = fcmp uge double 0x7FF8000000000000, 1.0
  %z58 = zext i1 %c58 to i32
  %c59 = fcmp uge double 1.0, 0x7FF8000000000000
  %z59 = zext i1 %c59 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s12, i32 %z55, i32 %z56, i32 %z57, i32 %z58, i32 %z59)
  %c60 = fcmp ult double 1.0, 2.0
  %z60 = zext i1 %c60 to i32
  %c61 = fcmp ult double 2.0, 1.0
  %z61 = zext i1 %c61 to i32
  %c62 = fcmp ult double 1.0, 1.0
  %z62 = zext i1 %c62 to i32
  %c63 = fcmp ult double 0x7FF8000000000000, 1.0
  %z63 = zext i1 %c63 to i32
  %c64 = fcmp ult double 1.0, 0x7FF8000000000000
  %z64 = zext i1 %c64 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s13, i32 %z60, i32 %z61, i32 %z62, i32 %z63, i32 %z64)
  %c65 = fcmp ule double 1.0, 2.0
  %z65 = zext i1 %c65 to i32
  %c66 = fcmp ule double 2.0, 1.0
  %z66 = zext i1 %c66 to i32
  %c67 = fcmp ule double 1.0, 1.0
  %z67 = zext i1 %c67 to i32
  %c68 = fcmp ule double 0x7FF8000000000000, 1.0
  %z68 = zext i1 %c68 to i32
  %c69 = fcmp ule double 1.0, 0x7FF8000000000000
  %z69 = zext i1 %c69 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s14, i32 %z65, i32 %z66, i32 %z67, i32 %z68, i32 %z69)
  %c70 = fcmp une double 1.0, 2.0
  %z70 = zext i1 %c70 to i32
  %c71 = fcmp une double 2.0, 1.0
  %z71 = zext i1 %c71 to i32
  %c72 = fcmp une double 1.0, 1.0
  %z72 = zext i1 %c72 to i32
  %c73 = fcmp une double 0x7FF8000000000000, 1.0
  %z73 = zext i1 %c73 to i32
  %c74 = fcmp une double 1.0, 0x7FF8000000000000
  %z74 = zext i1 %c74 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s15, i32 %z70, i32 %z71, i32 %z72, i32 %z73, i32 %z74)
  %c75 = fcmp true double 1.0, 2.0
  %z75 = zext i1 %c75 to i32
  %c76 = fcmp true double 2.0, 1.0
  %z76 = zext i1 %c76 to i32
  %c77 = fcmp true double 1.0, 1.0
  %z77 = zext i1 %c77 to i32
  %c78 = fcmp true double 0x7FF8000000000000, 1.0
  %z78 = zext i1 %c78 to i32
  %c79 = fcmp true double 1.0, 0x7FF8000000000000
  %z79 = zext i1 %c79 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s0, ptr @s16, i32 %z75, i32 %z76, i32 %z77, i32 %z78, i32 %z79)
  %c80 = fcmp false <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e80 = extractelement <2 x i1> %c80, i32 0
  %z80 = zext i1 %e80 to i32
  %c81 = fcmp false <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e81 = extractelement <2 x i1> %c81, i32 0
  %z81 = zext i1 %e81 to i32
  %c82 = fcmp false <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e82 = extractelement <2 x i1> %c82, i32 0
  %z82 = zext i1 %e82 to i32
  %c83 = fcmp false <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e83 = extractelement <2 x i1> %c83, i32 0
  %z83 = zext i1 %e83 to i32
  %c84 = fcmp false <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e84 = extractelement <2 x i1> %c84, i32 0
  %z84 = zext i1 %e84 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s1, i32 %z80, i32 %z81, i32 %z82, i32 %z83, i32 %z84)
  %c85 = fcmp oeq <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e85 = extractelement <2 x i1> %c85, i32 0
  %z85 = zext i1 %e85 to i32
  %c86 = fcmp oeq <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e86 = extractelement <2 x i1> %c86, i32 0
  %z86 = zext i1 %e86 to i32
  %c87 = fcmp oeq <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e87 = extractelement <2 x i1> %c87, i32 0
  %z87 = zext i1 %e87 to i32
  %c88 = fcmp oeq <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e88 = extractelement <2 x i1> %c88, i32 0
  %z88 = zext i1 %e88 to i32
  %c89 = fcmp oeq <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e89 = extractelement <2 x i1> %c89, i32 0
  %z89 = zext i1 %e89 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s2, i32 %z85, i32 %z86, i32 %z87, i32 %z88, i32 %z89)
  %c90 = fcmp ogt <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e90 = extractelement <2 x i1> %c90, i32 0
  %z90 = zext i1 %e90 to i32
  %c91 = fcmp ogt <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e91 = extractelement <2 x i1> %c91, i32 0
  %z91 = zext i1 %e91 to i32
  %c92 = fcmp ogt <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e92 = extractelement <2 x i1> %c92, i32 0
  %z92 = zext i1 %e92 to i32
  %c93 = fcmp ogt <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e93 = extractelement <2 x i1> %c93, i32 0
  %z93 = zext i1 %e93 to i32
  %c94 = fcmp ogt <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e94 = extractelement <2 x i1> %c94, i32 0
  %z94 = zext i1 %e94 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s3, i32 %z90, i32 %z91, i32 %z92, i32 %z93, i32 %z94)
  %c95 = fcmp oge <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e95 = extractelement <2 x i1> %c95, i32 0
  %z95 = zext i1 %e95 to i32
  %c96 = fcmp oge <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e96 = extractelement <2 x i1> %c96, i32 0
  %z96 = zext i1 %e96 to i32
  %c97 = fcmp oge <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e97 = extractelement <2 x i1> %c97, i32 0
  %z97 = zext i1 %e97 to i32
  %c98 = fcmp oge <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e98 = extractelement <2 x i1> %c98, i32 0
  %z98 = zext i1 %e98 to i32
  %c99 = fcmp oge <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e99 = extractelement <2 x i1> %c99, i32 0
  %z99 = zext i1 %e99 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s4, i32 %z95, i32 %z96, i32 %z97, i32 %z98, i32 %z99)
  %c100 = fcmp olt <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e100 = extractelement <2 x i1> %c100, i32 0
  %z100 = zext i1 %e100 to i32
  %c101 = fcmp olt <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e101 = extractelement <2 x i1> %c101, i32 0
  %z101 = zext i1 %e101 to i32
  %c102 = fcmp olt <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e102 = extractelement <2 x i1> %c102, i32 0
  %z102 = zext i1 %e102 to i32
  %c103 = fcmp olt <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e103 = extractelement <2 x i1> %c103, i32 0
  %z103 = zext i1 %e103 to i32
  %c104 = fcmp olt <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e104 = extractelement <2 x i1> %c104, i32 0
  %z104 = zext i1 %e104 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s5, i32 %z100, i32 %z101, i32 %z102, i32 %z103, i32 %z104)
  %c105 = fcmp ole <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e105 = extractelement <2 x i1> %c105, i32 0
  %z105 = zext i1 %e105 to i32
  %c106 = fcmp ole <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e106 = extractelement <2 x i1> %c106, i32 0
  %z106 = zext i1 %e106 to i32
  %c107 = fcmp ole <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e107 = extractelement <2 x i1> %c107, i32 0
  %z107 = zext i1 %e107 to i32
  %c108 = fcmp ole <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e108 = extractelement <2 x i1> %c108, i32 0
  %z108 = zext i1 %e108 to i32
  %c109 = fcmp ole <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e109 = extractelement <2 x i1> %c109, i32 0
  %z109 = zext i1 %e109 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s6, i32 %z105, i32 %z106, i32 %z107, i32 %z108, i32 %z109)
  %c110 = fcmp one <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e110 = extractelement <2 x i1> %c110, i32 0
  %z110 = zext i1 %e110 to i32
  %c111 = fcmp one <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e111 = extractelement <2 x i1> %c111, i32 0
  %z111 = zext i1 %e111 to i32
  %c112 = fcmp one <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e112 = extractelement <2 x i1> %c112, i32 0
  %z112 = zext i1 %e112 to i32
  %c113 = fcmp one <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e113 = extractelement <2 x i1> %c113, i32 0
  %z113 = zext i1 %e113 to i32
  %c114 = fcmp one <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e114 = extractelement <2 x i1> %c114, i32 0
  %z114 = zext i1 %e114 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s7, i32 %z110, i32 %z111, i32 %z112, i32 %z113, i32 %z114)
  %c115 = fcmp ord <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e115 = extractelement <2 x i1> %c115, i32 0
  %z115 = zext i1 %e115 to i32
  %c116 = fcmp ord <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e116 = extractelement <2 x i1> %c116, i32 0
  %z116 = zext i1 %e116 to i32
  %c117 = fcmp ord <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e117 = extractelement <2 x i1> %c117, i32 0
  %z117 = zext i1 %e117 to i32
  %c118 = fcmp ord <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e118 = extractelement <2 x i1> %c118, i32 0
  %z118 = zext i1 %e118 to i32
  %c119 = fcmp ord <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e119 = extractelement <2 x i1> %c119, i32 0
  %z119 = zext i1 %e119 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s8, i32 %z115, i32 %z116, i32 %z117, i32 %z118, i32 %z119)
  %c120 = fcmp uno <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e120 = extractelement <2 x i1> %c120, i32 0
  %z120 = zext i1 %e120 to i32
  %c121 = fcmp uno <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e121 = extractelement <2 x i1> %c121, i32 0
  %z121 = zext i1 %e121 to i32
  %c122 = fcmp uno <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e122 = extractelement <2 x i1> %c122, i32 0
  %z122 = zext i1 %e122 to i32
  %c123 = fcmp uno <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e123 = extractelement <2 x i1> %c123, i32 0
  %z123 = zext i1 %e123 to i32
  %c124 = fcmp uno <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e124 = extractelement <2 x i1> %c124, i32 0
  %z124 = zext i1 %e124 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s9, i32 %z120, i32 %z121, i32 %z122, i32 %z123, i32 %z124)
  %c125 = fcmp ueq <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e125 = extractelement <2 x i1> %c125, i32 0
  %z125 = zext i1 %e125 to i32
  %c126 = fcmp ueq <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e126 = extractelement <2 x i1> %c126, i32 0
  %z126 = zext i1 %e126 to i32
  %c127 = fcmp ueq <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e127 = extractelement <2 x i1> %c127, i32 0
  %z127 = zext i1 %e127 to i32
  %c128 = fcmp ueq <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e128 = extractelement <2 x i1> %c128, i32 0
  %z128 = zext i1 %e128 to i32
  %c129 = fcmp ueq <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e129 = extractelement <2 x i1> %c129, i32 0
  %z129 = zext i1 %e129 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s10, i32 %z125, i32 %z126, i32 %z127, i32 %z128, i32 %z129)
  %c130 = fcmp ugt <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e130 = extractelement <2 x i1> %c130, i32 0
  %z130 = zext i1 %e130 to i32
  %c131 = fcmp ugt <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e131 = extractelement <2 x i1> %c131, i32 0
  %z131 = zext i1 %e131 to i32
  %c132 = fcmp ugt <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e132 = extractelement <2 x i1> %c132, i32 0
  %z132 = zext i1 %e132 to i32
  %c133 = fcmp ugt <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e133 = extractelement <2 x i1> %c133, i32 0
  %z133 = zext i1 %e133 to i32
  %c134 = fcmp ugt <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e134 = extractelement <2 x i1> %c134, i32 0
  %z134 = zext i1 %e134 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s11, i32 %z130, i32 %z131, i32 %z132, i32 %z133, i32 %z134)
  %c135 = fcmp uge <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e135 = extractelement <2 x i1> %c135, i32 0
  %z135 = zext i1 %e135 to i32
  %c136 = fcmp uge <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e136 = extractelement <2 x i1> %c136, i32 0
  %z136 = zext i1 %e136 to i32
  %c137 = fcmp uge <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e137 = extractelement <2 x i1> %c137, i32 0
  %z137 = zext i1 %e137 to i32
  %c138 = fcmp uge <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e138 = extractelement <2 x i1> %c138, i32 0
  %z138 = zext i1 %e138 to i32
  %c139 = fcmp uge <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e139 = extractelement <2 x i1> %c139, i32 0
  %z139 = zext i1 %e139 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s12, i32 %z135, i32 %z136, i32 %z137, i32 %z138, i32 %z139)
  %c140 = fcmp ult <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e140 = extractelement <2 x i1> %c140, i32 0
  %z140 = zext i1 %e140 to i32
  %c141 = fcmp ult <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e141 = extractelement <2 x i1> %c141, i32 0
  %z141 = zext i1 %e141 to i32
  %c142 = fcmp ult <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e142 = extractelement <2 x i1> %c142, i32 0
  %z142 = zext i1 %e142 to i32
  %c143 = fcmp ult <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e143 = extractelement <2 x i1> %c143, i32 0
  %z143 = zext i1 %e143 to i32
  %c144 = fcmp ult <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e144 = extractelement <2 x i1> %c144, i32 0
  %z144 = zext i1 %e144 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s13, i32 %z140, i32 %z141, i32 %z142, i32 %z143, i32 %z144)
  %c145 = fcmp ule <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e145 = extractelement <2 x i1> %c145, i32 0
  %z145 = zext i1 %e145 to i32
  %c146 = fcmp ule <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e146 = extractelement <2 x i1> %c146, i32 0
  %z146 = zext i1 %e146 to i32
  %c147 = fcmp ule <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e147 = extractelement <2 x i1> %c147, i32 0
  %z147 = zext i1 %e147 to i32
  %c148 = fcmp ule <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e148 = extractelement <2 x i1> %c148, i32 0
  %z148 = zext i1 %e148 to i32
  %c149 = fcmp ule <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e149 = extractelement <2 x i1> %c149, i32 0
  %z149 = zext i1 %e149 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s14, i32 %z145, i32 %z146, i32 %z147, i32 %z148, i32 %z149)
  %c150 = fcmp une <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e150 = extractelement <2 x i1> %c150, i32 0
  %z150 = zext i1 %e150 to i32
  %c151 = fcmp une <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e151 = extractelement <2 x i1> %c151, i32 0
  %z151 = zext i1 %e151 to i32
  %c152 = fcmp une <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e152 = extractelement <2 x i1> %c152, i32 0
  %z152 = zext i1 %e152 to i32
  %c153 = fcmp une <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e153 = extractelement <2 x i1> %c153, i32 0
  %z153 = zext i1 %e153 to i32
  %c154 = fcmp une <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e154 = extractelement <2 x i1> %c154, i32 0
  %z154 = zext i1 %e154 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s15, i32 %z150, i32 %z151, i32 %z152, i32 %z153, i32 %z154)
  %c155 = fcmp true <2 x double> <double 1.0, double 0.0>, <double 2.0, double 0.0>
  %e155 = extractelement <2 x i1> %c155, i32 0
  %z155 = zext i1 %e155 to i32
  %c156 = fcmp true <2 x double> <double 2.0, double 0.0>, <double 1.0, double 0.0>
  %e156 = extractelement <2 x i1> %c156, i32 0
  %z156 = zext i1 %e156 to i32
  %c157 = fcmp true <2 x double> <double 1.0, double 0.0>, <double 1.0, double 0.0>
  %e157 = extractelement <2 x i1> %c157, i32 0
  %z157 = zext i1 %e157 to i32
  %c158 = fcmp true <2 x double> <double 0x7FF8000000000000, double 0.0>, <double 1.0, double 0.0>
  %e158 = extractelement <2 x i1> %c158, i32 0
  %z158 = zext i1 %e158 to i32
  %c159 = fcmp true <2 x double> <double 1.0, double 0.0>, <double 0x7FF8000000000000, double 0.0>
  %e159 = extractelement <2 x i1> %c159, i32 0
  %z159 = zext i1 %e159 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s17, ptr @s16, i32 %z155, i32 %z156, i32 %z157, i32 %z158, i32 %z159)
  %c160 = fcmp false float 1.0, 2.0
  %z160 = zext i1 %c160 to i32
  %c161 = fcmp false float 2.0, 1.0
  %z161 = zext i1 %c161 to i32
  %c162 = fcmp false float 1.0, 1.0
  %z162 = zext i1 %c162 to i32
  %c163 = fcmp false float 0x7FF8000000000000, 1.0
  %z163 = zext i1 %c163 to i32
  %c164 = fcmp false float 1.0, 0x7FF8000000000000
  %z164 = zext i1 %c164 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s1, i32 %z160, i32 %z161, i32 %z162, i32 %z163, i32 %z164)
  %c165 = fcmp oeq float 1.0, 2.0
  %z165 = zext i1 %c165 to i32
  %c166 = fcmp oeq float 2.0, 1.0
  %z166 = zext i1 %c166 to i32
  %c167 = fcmp oeq float 1.0, 1.0
  %z167 = zext i1 %c167 to i32
  %c168 = fcmp oeq float 0x7FF8000000000000, 1.0
  %z168 = zext i1 %c168 to i32
  %c169 = fcmp oeq float 1.0, 0x7FF8000000000000
  %z169 = zext i1 %c169 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s2, i32 %z165, i32 %z166, i32 %z167, i32 %z168, i32 %z169)
  %c170 = fcmp ogt float 1.0, 2.0
  %z170 = zext i1 %c170 to i32
  %c171 = fcmp ogt float 2.0, 1.0
  %z171 = zext i1 %c171 to i32
  %c172 = fcmp ogt float 1.0, 1.0
  %z172 = zext i1 %c172 to i32
  %c173 = fcmp ogt float 0x7FF8000000000000, 1.0
  %z173 = zext i1 %c173 to i32
  %c174 = fcmp ogt float 1.0, 0x7FF8000000000000
  %z174 = zext i1 %c174 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s3, i32 %z170, i32 %z171, i32 %z172, i32 %z173, i32 %z174)
  %c175 = fcmp oge float 1.0, 2.0
  %z175 = zext i1 %c175 to i32
  %c176 = fcmp oge float 2.0, 1.0
  %z176 = zext i1 %c176 to i32
  %c177 = fcmp oge float 1.0, 1.0
  %z177 = zext i1 %c177 to i32
  %c178 = fcmp oge float 0x7FF8000000000000, 1.0
  %z178 = zext i1 %c178 to i32
  %c179 = fcmp oge float 1.0, 0x7FF8000000000000
  %z179 = zext i1 %c179 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s4, i32 %z175, i32 %z176, i32 %z177, i32 %z178, i32 %z179)
  %c180 = fcmp olt float 1.0, 2.0
  %z180 = zext i1 %c180 to i32
  %c181 = fcmp olt float 2.0, 1.0
  %z181 = zext i1 %c181 to i32
  %c182 = fcmp olt float 1.0, 1.0
  %z182 = zext i1 %c182 to i32
  %c183 = fcmp olt float 0x7FF8000000000000, 1.0
  %z183 = zext i1 %c183 to i32
  %c184 = fcmp olt float 1.0, 0x7FF8000000000000
  %z184 = zext i1 %c184 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s5, i32 %z180, i32 %z181, i32 %z182, i32 %z183, i32 %z184)
  %c185 = fcmp ole float 1.0, 2.0
  %z185 = zext i1 %c185 to i32
  %c186 = fcmp ole float 2.0, 1.0
  %z186 = zext i1 %c186 to i32
  %c187 = fcmp ole float 1.0, 1.0
  %z187 = zext i1 %c187 to i32
  %c188 = fcmp ole float 0x7FF8000000000000, 1.0
  %z188 = zext i1 %c188 to i32
  %c189 = fcmp ole float 1.0, 0x7FF8000000000000
  %z189 = zext i1 %c189 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s6, i32 %z185, i32 %z186, i32 %z187, i32 %z188, i32 %z189)
  %c190 = fcmp one float 1.0, 2.0
  %z190 = zext i1 %c190 to i32
  %c191 = fcmp one float 2.0, 1.0
  %z191 = zext i1 %c191 to i32
  %c192 = fcmp one float 1.0, 1.0
  %z192 = zext i1 %c192 to i32
  %c193 = fcmp one float 0x7FF8000000000000, 1.0
  %z193 = zext i1 %c193 to i32
  %c194 = fcmp one float 1.0, 0x7FF8000000000000
  %z194 = zext i1 %c194 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s7, i32 %z190, i32 %z191, i32 %z192, i32 %z193, i32 %z194)
  %c195 = fcmp ord float 1.0, 2.0
  %z195 = zext i1 %c195 to i32
  %c196 = fcmp ord float 2.0, 1.0
  %z196 = zext i1 %c196 to i32
  %c197 = fcmp ord float 1.0, 1.0
  %z197 = zext i1 %c197 to i32
  %c198 = fcmp ord float 0x7FF8000000000000, 1.0
  %z198 = zext i1 %c198 to i32
  %c199 = fcmp ord float 1.0, 0x7FF8000000000000
  %z199 = zext i1 %c199 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s8, i32 %z195, i32 %z196, i32 %z197, i32 %z198, i32 %z199)
  %c200 = fcmp uno float 1.0, 2.0
  %z200 = zext i1 %c200 to i32
  %c201 = fcmp uno float 2.0, 1.0
  %z201 = zext i1 %c201 to i32
  %c202 = fcmp uno float 1.0, 1.0
  %z202 = zext i1 %c202 to i32
  %c203 = fcmp uno float 0x7FF8000000000000, 1.0
  %z203 = zext i1 %c203 to i32
  %c204 = fcmp uno float 1.0, 0x7FF8000000000000
  %z204 = zext i1 %c204 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s9, i32 %z200, i32 %z201, i32 %z202, i32 %z203, i32 %z204)
  %c205 = fcmp ueq float 1.0, 2.0
  %z205 = zext i1 %c205 to i32
  %c206 = fcmp ueq float 2.0, 1.0
  %z206 = zext i1 %c206 to i32
  %c207 = fcmp ueq float 1.0, 1.0
  %z207 = zext i1 %c207 to i32
  %c208 = fcmp ueq float 0x7FF8000000000000, 1.0
  %z208 = zext i1 %c208 to i32
  %c209 = fcmp ueq float 1.0, 0x7FF8000000000000
  %z209 = zext i1 %c209 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s10, i32 %z205, i32 %z206, i32 %z207, i32 %z208, i32 %z209)
  %c210 = fcmp ugt float 1.0, 2.0
  %z210 = zext i1 %c210 to i32
  %c211 = fcmp ugt float 2.0, 1.0
  %z211 = zext i1 %c211 to i32
  %c212 = fcmp ugt float 1.0, 1.0
  %z212 = zext i1 %c212 to i32
  %c213 = fcmp ugt float 0x7FF8000000000000, 1.0
  %z213 = zext i1 %c213 to i32
  %c214 = fcmp ugt float 1.0, 0x7FF8000000000000
  %z214 = zext i1 %c214 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s11, i32 %z210, i32 %z211, i32 %z212, i32 %z213, i32 %z214)
  %c215 = fcmp uge float 1.0, 2.0
  %z215 = zext i1 %c215 to i32
  %c216 = fcmp uge float 2.0, 1.0
  %z216 = zext i1 %c216 to i32
  %c217 = fcmp uge float 1.0, 1.0
  %z217 = zext i1 %c217 to i32
  %c218 = fcmp uge float 0x7FF8000000000000, 1.0
  %z218 = zext i1 %c218 to i32
  %c219 = fcmp uge float 1.0, 0x7FF8000000000000
  %z219 = zext i1 %c219 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s12, i32 %z215, i32 %z216, i32 %z217, i32 %z218, i32 %z219)
  %c220 = fcmp ult float 1.0, 2.0
  %z220 = zext i1 %c220 to i32
  %c221 = fcmp ult float 2.0, 1.0
  %z221 = zext i1 %c221 to i32
  %c222 = fcmp ult float 1.0, 1.0
  %z222 = zext i1 %c222 to i32
  %c223 = fcmp ult float 0x7FF8000000000000, 1.0
  %z223 = zext i1 %c223 to i32
  %c224 = fcmp ult float 1.0, 0x7FF8000000000000
  %z224 = zext i1 %c224 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s13, i32 %z220, i32 %z221, i32 %z222, i32 %z223, i32 %z224)
  %c225 = fcmp ule float 1.0, 2.0
  %z225 = zext i1 %c225 to i32
  %c226 = fcmp ule float 2.0, 1.0
  %z226 = zext i1 %c226 to i32
  %c227 = fcmp ule float 1.0, 1.0
  %z227 = zext i1 %c227 to i32
  %c228 = fcmp ule float 0x7FF8000000000000, 1.0
  %z228 = zext i1 %c228 to i32
  %c229 = fcmp ule float 1.0, 0x7FF8000000000000
  %z229 = zext i1 %c229 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s14, i32 %z225, i32 %z226, i32 %z227, i32 %z228, i32 %z229)
  %c230 = fcmp une float 1.0, 2.0
  %z230 = zext i1 %c230 to i32
  %c231 = fcmp une float 2.0, 1.0
  %z231 = zext i1 %c231 to i32
  %c232 = fcmp une float 1.0, 1.0
  %z232 = zext i1 %c232 to i32
  %c233 = fcmp une float 0x7FF8000000000000, 1.0
  %z233 = zext i1 %c233 to i32
  %c234 = fcmp une float 1.0, 0x7FF8000000000000
  %z234 = zext i1 %c234 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s15, i32 %z230, i32 %z231, i32 %z232, i32 %z233, i32 %z234)
  %c235 = fcmp true float 1.0, 2.0
  %z235 = zext i1 %c235 to i32
  %c236 = fcmp true float 2.0, 1.0
  %z236 = zext i1 %c236 to i32
  %c237 = fcmp true float 1.0, 1.0
  %z237 = zext i1 %c237 to i32
  %c238 = fcmp true float 0x7FF8000000000000, 1.0
  %z238 = zext i1 %c238 to i32
  %c239 = fcmp true float 1.0, 0x7FF8000000000000
  %z239 = zext i1 %c239 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s18, ptr @s16, i32 %z235, i32 %z236, i32 %z237, i32 %z238, i32 %z239)
  %c240 = fcmp false <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e240 = extractelement <2 x i1> %c240, i32 0
  %z240 = zext i1 %e240 to i32
  %c241 = fcmp false <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e241 = extractelement <2 x i1> %c241, i32 0
  %z241 = zext i1 %e241 to i32
  %c242 = fcmp false <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e242 = extractelement <2 x i1> %c242, i32 0
  %z242 = zext i1 %e242 to i32
  %c243 = fcmp false <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e243 = extractelement <2 x i1> %c243, i32 0
  %z243 = zext i1 %e243 to i32
  %c244 = fcmp false <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e244 = extractelement <2 x i1> %c244, i32 0
  %z244 = zext i1 %e244 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s1, i32 %z240, i32 %z241, i32 %z242, i32 %z243, i32 %z244)
  %c245 = fcmp oeq <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e245 = extractelement <2 x i1> %c245, i32 0
  %z245 = zext i1 %e245 to i32
  %c246 = fcmp oeq <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e246 = extractelement <2 x i1> %c246, i32 0
  %z246 = zext i1 %e246 to i32
  %c247 = fcmp oeq <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e247 = extractelement <2 x i1> %c247, i32 0
  %z247 = zext i1 %e247 to i32
  %c248 = fcmp oeq <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e248 = extractelement <2 x i1> %c248, i32 0
  %z248 = zext i1 %e248 to i32
  %c249 = fcmp oeq <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e249 = extractelement <2 x i1> %c249, i32 0
  %z249 = zext i1 %e249 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s2, i32 %z245, i32 %z246, i32 %z247, i32 %z248, i32 %z249)
  %c250 = fcmp ogt <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e250 = extractelement <2 x i1> %c250, i32 0
  %z250 = zext i1 %e250 to i32
  %c251 = fcmp ogt <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e251 = extractelement <2 x i1> %c251, i32 0
  %z251 = zext i1 %e251 to i32
  %c252 = fcmp ogt <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e252 = extractelement <2 x i1> %c252, i32 0
  %z252 = zext i1 %e252 to i32
  %c253 = fcmp ogt <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e253 = extractelement <2 x i1> %c253, i32 0
  %z253 = zext i1 %e253 to i32
  %c254 = fcmp ogt <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e254 = extractelement <2 x i1> %c254, i32 0
  %z254 = zext i1 %e254 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s3, i32 %z250, i32 %z251, i32 %z252, i32 %z253, i32 %z254)
  %c255 = fcmp oge <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e255 = extractelement <2 x i1> %c255, i32 0
  %z255 = zext i1 %e255 to i32
  %c256 = fcmp oge <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e256 = extractelement <2 x i1> %c256, i32 0
  %z256 = zext i1 %e256 to i32
  %c257 = fcmp oge <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e257 = extractelement <2 x i1> %c257, i32 0
  %z257 = zext i1 %e257 to i32
  %c258 = fcmp oge <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e258 = extractelement <2 x i1> %c258, i32 0
  %z258 = zext i1 %e258 to i32
  %c259 = fcmp oge <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e259 = extractelement <2 x i1> %c259, i32 0
  %z259 = zext i1 %e259 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s4, i32 %z255, i32 %z256, i32 %z257, i32 %z258, i32 %z259)
  %c260 = fcmp olt <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e260 = extractelement <2 x i1> %c260, i32 0
  %z260 = zext i1 %e260 to i32
  %c261 = fcmp olt <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e261 = extractelement <2 x i1> %c261, i32 0
  %z261 = zext i1 %e261 to i32
  %c262 = fcmp olt <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e262 = extractelement <2 x i1> %c262, i32 0
  %z262 = zext i1 %e262 to i32
  %c263 = fcmp olt <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e263 = extractelement <2 x i1> %c263, i32 0
  %z263 = zext i1 %e263 to i32
  %c264 = fcmp olt <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e264 = extractelement <2 x i1> %c264, i32 0
  %z264 = zext i1 %e264 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s5, i32 %z260, i32 %z261, i32 %z262, i32 %z263, i32 %z264)
  %c265 = fcmp ole <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e265 = extractelement <2 x i1> %c265, i32 0
  %z265 = zext i1 %e265 to i32
  %c266 = fcmp ole <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e266 = extractelement <2 x i1> %c266, i32 0
  %z266 = zext i1 %e266 to i32
  %c267 = fcmp ole <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e267 = extractelement <2 x i1> %c267, i32 0
  %z267 = zext i1 %e267 to i32
  %c268 = fcmp ole <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e268 = extractelement <2 x i1> %c268, i32 0
  %z268 = zext i1 %e268 to i32
  %c269 = fcmp ole <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e269 = extractelement <2 x i1> %c269, i32 0
  %z269 = zext i1 %e269 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s6, i32 %z265, i32 %z266, i32 %z267, i32 %z268, i32 %z269)
  %c270 = fcmp one <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e270 = extractelement <2 x i1> %c270, i32 0
  %z270 = zext i1 %e270 to i32
  %c271 = fcmp one <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e271 = extractelement <2 x i1> %c271, i32 0
  %z271 = zext i1 %e271 to i32
  %c272 = fcmp one <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e272 = extractelement <2 x i1> %c272, i32 0
  %z272 = zext i1 %e272 to i32
  %c273 = fcmp one <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e273 = extractelement <2 x i1> %c273, i32 0
  %z273 = zext i1 %e273 to i32
  %c274 = fcmp one <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e274 = extractelement <2 x i1> %c274, i32 0
  %z274 = zext i1 %e274 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s7, i32 %z270, i32 %z271, i32 %z272, i32 %z273, i32 %z274)
  %c275 = fcmp ord <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e275 = extractelement <2 x i1> %c275, i32 0
  %z275 = zext i1 %e275 to i32
  %c276 = fcmp ord <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e276 = extractelement <2 x i1> %c276, i32 0
  %z276 = zext i1 %e276 to i32
  %c277 = fcmp ord <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e277 = extractelement <2 x i1> %c277, i32 0
  %z277 = zext i1 %e277 to i32
  %c278 = fcmp ord <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e278 = extractelement <2 x i1> %c278, i32 0
  %z278 = zext i1 %e278 to i32
  %c279 = fcmp ord <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e279 = extractelement <2 x i1> %c279, i32 0
  %z279 = zext i1 %e279 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s8, i32 %z275, i32 %z276, i32 %z277, i32 %z278, i32 %z279)
  %c280 = fcmp uno <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e280 = extractelement <2 x i1> %c280, i32 0
  %z280 = zext i1 %e280 to i32
  %c281 = fcmp uno <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e281 = extractelement <2 x i1> %c281, i32 0
  %z281 = zext i1 %e281 to i32
  %c282 = fcmp uno <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e282 = extractelement <2 x i1> %c282, i32 0
  %z282 = zext i1 %e282 to i32
  %c283 = fcmp uno <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e283 = extractelement <2 x i1> %c283, i32 0
  %z283 = zext i1 %e283 to i32
  %c284 = fcmp uno <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e284 = extractelement <2 x i1> %c284, i32 0
  %z284 = zext i1 %e284 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s9, i32 %z280, i32 %z281, i32 %z282, i32 %z283, i32 %z284)
  %c285 = fcmp ueq <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e285 = extractelement <2 x i1> %c285, i32 0
  %z285 = zext i1 %e285 to i32
  %c286 = fcmp ueq <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e286 = extractelement <2 x i1> %c286, i32 0
  %z286 = zext i1 %e286 to i32
  %c287 = fcmp ueq <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e287 = extractelement <2 x i1> %c287, i32 0
  %z287 = zext i1 %e287 to i32
  %c288 = fcmp ueq <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e288 = extractelement <2 x i1> %c288, i32 0
  %z288 = zext i1 %e288 to i32
  %c289 = fcmp ueq <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e289 = extractelement <2 x i1> %c289, i32 0
  %z289 = zext i1 %e289 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s10, i32 %z285, i32 %z286, i32 %z287, i32 %z288, i32 %z289)
  %c290 = fcmp ugt <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e290 = extractelement <2 x i1> %c290, i32 0
  %z290 = zext i1 %e290 to i32
  %c291 = fcmp ugt <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e291 = extractelement <2 x i1> %c291, i32 0
  %z291 = zext i1 %e291 to i32
  %c292 = fcmp ugt <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e292 = extractelement <2 x i1> %c292, i32 0
  %z292 = zext i1 %e292 to i32
  %c293 = fcmp ugt <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e293 = extractelement <2 x i1> %c293, i32 0
  %z293 = zext i1 %e293 to i32
  %c294 = fcmp ugt <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e294 = extractelement <2 x i1> %c294, i32 0
  %z294 = zext i1 %e294 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s11, i32 %z290, i32 %z291, i32 %z292, i32 %z293, i32 %z294)
  %c295 = fcmp uge <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e295 = extractelement <2 x i1> %c295, i32 0
  %z295 = zext i1 %e295 to i32
  %c296 = fcmp uge <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e296 = extractelement <2 x i1> %c296, i32 0
  %z296 = zext i1 %e296 to i32
  %c297 = fcmp uge <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e297 = extractelement <2 x i1> %c297, i32 0
  %z297 = zext i1 %e297 to i32
  %c298 = fcmp uge <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e298 = extractelement <2 x i1> %c298, i32 0
  %z298 = zext i1 %e298 to i32
  %c299 = fcmp uge <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e299 = extractelement <2 x i1> %c299, i32 0
  %z299 = zext i1 %e299 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s12, i32 %z295, i32 %z296, i32 %z297, i32 %z298, i32 %z299)
  %c300 = fcmp ult <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e300 = extractelement <2 x i1> %c300, i32 0
  %z300 = zext i1 %e300 to i32
  %c301 = fcmp ult <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e301 = extractelement <2 x i1> %c301, i32 0
  %z301 = zext i1 %e301 to i32
  %c302 = fcmp ult <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e302 = extractelement <2 x i1> %c302, i32 0
  %z302 = zext i1 %e302 to i32
  %c303 = fcmp ult <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e303 = extractelement <2 x i1> %c303, i32 0
  %z303 = zext i1 %e303 to i32
  %c304 = fcmp ult <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e304 = extractelement <2 x i1> %c304, i32 0
  %z304 = zext i1 %e304 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s13, i32 %z300, i32 %z301, i32 %z302, i32 %z303, i32 %z304)
  %c305 = fcmp ule <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e305 = extractelement <2 x i1> %c305, i32 0
  %z305 = zext i1 %e305 to i32
  %c306 = fcmp ule <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e306 = extractelement <2 x i1> %c306, i32 0
  %z306 = zext i1 %e306 to i32
  %c307 = fcmp ule <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e307 = extractelement <2 x i1> %c307, i32 0
  %z307 = zext i1 %e307 to i32
  %c308 = fcmp ule <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e308 = extractelement <2 x i1> %c308, i32 0
  %z308 = zext i1 %e308 to i32
  %c309 = fcmp ule <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e309 = extractelement <2 x i1> %c309, i32 0
  %z309 = zext i1 %e309 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s14, i32 %z305, i32 %z306, i32 %z307, i32 %z308, i32 %z309)
  %c310 = fcmp une <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e310 = extractelement <2 x i1> %c310, i32 0
  %z310 = zext i1 %e310 to i32
  %c311 = fcmp une <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e311 = extractelement <2 x i1> %c311, i32 0
  %z311 = zext i1 %e311 to i32
  %c312 = fcmp une <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e312 = extractelement <2 x i1> %c312, i32 0
  %z312 = zext i1 %e312 to i32
  %c313 = fcmp une <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e313 = extractelement <2 x i1> %c313, i32 0
  %z313 = zext i1 %e313 to i32
  %c314 = fcmp une <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e314 = extractelement <2 x i1> %c314, i32 0
  %z314 = zext i1 %e314 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s15, i32 %z310, i32 %z311, i32 %z312, i32 %z313, i32 %z314)
  %c315 = fcmp true <2 x float> <float 1.0, float 0.0>, <float 2.0, float 0.0>
  %e315 = extractelement <2 x i1> %c315, i32 0
  %z315 = zext i1 %e315 to i32
  %c316 = fcmp true <2 x float> <float 2.0, float 0.0>, <float 1.0, float 0.0>
  %e316 = extractelement <2 x i1> %c316, i32 0
  %z316 = zext i1 %e316 to i32
  %c317 = fcmp true <2 x float> <float 1.0, float 0.0>, <float 1.0, float 0.0>
  %e317 = extractelement <2 x i1> %c317, i32 0
  %z317 = zext i1 %e317 to i32
  %c318 = fcmp true <2 x float> <float 0x7FF8000000000000, float 0.0>, <float 1.0, float 0.0>
  %e318 = extractelement <2 x i1> %c318, i32 0
  %z318 = zext i1 %e318 to i32
  %c319 = fcmp true <2 x float> <float 1.0, float 0.0>, <float 0x7FF8000000000000, float 0.0>
  %e319 = extractelement <2 x i1> %c319, i32 0
  %z319 = zext i1 %e319 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s19, ptr @s16, i32 %z315, i32 %z316, i32 %z317, i32 %z318, i32 %z319)
  %c320 = fcmp false half 1.0, 2.0
  %z320 = zext i1 %c320 to i32
  %c321 = fcmp false half 2.0, 1.0
  %z321 = zext i1 %c321 to i32
  %c322 = fcmp false half 1.0, 1.0
  %z322 = zext i1 %c322 to i32
  %c323 = fcmp false half 0xH7E00, 1.0
  %z323 = zext i1 %c323 to i32
  %c324 = fcmp false half 1.0, 0xH7E00
  %z324 = zext i1 %c324 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s1, i32 %z320, i32 %z321, i32 %z322, i32 %z323, i32 %z324)
  %c325 = fcmp oeq half 1.0, 2.0
  %z325 = zext i1 %c325 to i32
  %c326 = fcmp oeq half 2.0, 1.0
  %z326 = zext i1 %c326 to i32
  %c327 = fcmp oeq half 1.0, 1.0
  %z327 = zext i1 %c327 to i32
  %c328 = fcmp oeq half 0xH7E00, 1.0
  %z328 = zext i1 %c328 to i32
  %c329 = fcmp oeq half 1.0, 0xH7E00
  %z329 = zext i1 %c329 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s2, i32 %z325, i32 %z326, i32 %z327, i32 %z328, i32 %z329)
  %c330 = fcmp ogt half 1.0, 2.0
  %z330 = zext i1 %c330 to i32
  %c331 = fcmp ogt half 2.0, 1.0
  %z331 = zext i1 %c331 to i32
  %c332 = fcmp ogt half 1.0, 1.0
  %z332 = zext i1 %c332 to i32
  %c333 = fcmp ogt half 0xH7E00, 1.0
  %z333 = zext i1 %c333 to i32
  %c334 = fcmp ogt half 1.0, 0xH7E00
  %z334 = zext i1 %c334 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s3, i32 %z330, i32 %z331, i32 %z332, i32 %z333, i32 %z334)
  %c335 = fcmp oge half 1.0, 2.0
  %z335 = zext i1 %c335 to i32
  %c336 = fcmp oge half 2.0, 1.0
  %z336 = zext i1 %c336 to i32
  %c337 = fcmp oge half 1.0, 1.0
  %z337 = zext i1 %c337 to i32
  %c338 = fcmp oge half 0xH7E00, 1.0
  %z338 = zext i1 %c338 to i32
  %c339 = fcmp oge half 1.0, 0xH7E00
  %z339 = zext i1 %c339 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s4, i32 %z335, i32 %z336, i32 %z337, i32 %z338, i32 %z339)
  %c340 = fcmp olt half 1.0, 2.0
  %z340 = zext i1 %c340 to i32
  %c341 = fcmp olt half 2.0, 1.0
  %z341 = zext i1 %c341 to i32
  %c342 = fcmp olt half 1.0, 1.0
  %z342 = zext i1 %c342 to i32
  %c343 = fcmp olt half 0xH7E00, 1.0
  %z343 = zext i1 %c343 to i32
  %c344 = fcmp olt half 1.0, 0xH7E00
  %z344 = zext i1 %c344 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s5, i32 %z340, i32 %z341, i32 %z342, i32 %z343, i32 %z344)
  %c345 = fcmp ole half 1.0, 2.0
  %z345 = zext i1 %c345 to i32
  %c346 = fcmp ole half 2.0, 1.0
  %z346 = zext i1 %c346 to i32
  %c347 = fcmp ole half 1.0, 1.0
  %z347 = zext i1 %c347 to i32
  %c348 = fcmp ole half 0xH7E00, 1.0
  %z348 = zext i1 %c348 to i32
  %c349 = fcmp ole half 1.0, 0xH7E00
  %z349 = zext i1 %c349 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s6, i32 %z345, i32 %z346, i32 %z347, i32 %z348, i32 %z349)
  %c350 = fcmp one half 1.0, 2.0
  %z350 = zext i1 %c350 to i32
  %c351 = fcmp one half 2.0, 1.0
  %z351 = zext i1 %c351 to i32
  %c352 = fcmp one half 1.0, 1.0
  %z352 = zext i1 %c352 to i32
  %c353 = fcmp one half 0xH7E00, 1.0
  %z353 = zext i1 %c353 to i32
  %c354 = fcmp one half 1.0, 0xH7E00
  %z354 = zext i1 %c354 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s7, i32 %z350, i32 %z351, i32 %z352, i32 %z353, i32 %z354)
  %c355 = fcmp ord half 1.0, 2.0
  %z355 = zext i1 %c355 to i32
  %c356 = fcmp ord half 2.0, 1.0
  %z356 = zext i1 %c356 to i32
  %c357 = fcmp ord half 1.0, 1.0
  %z357 = zext i1 %c357 to i32
  %c358 = fcmp ord half 0xH7E00, 1.0
  %z358 = zext i1 %c358 to i32
  %c359 = fcmp ord half 1.0, 0xH7E00
  %z359 = zext i1 %c359 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s8, i32 %z355, i32 %z356, i32 %z357, i32 %z358, i32 %z359)
  %c360 = fcmp uno half 1.0, 2.0
  %z360 = zext i1 %c360 to i32
  %c361 = fcmp uno half 2.0, 1.0
  %z361 = zext i1 %c361 to i32
  %c362 = fcmp uno half 1.0, 1.0
  %z362 = zext i1 %c362 to i32
  %c363 = fcmp uno half 0xH7E00, 1.0
  %z363 = zext i1 %c363 to i32
  %c364 = fcmp uno half 1.0, 0xH7E00
  %z364 = zext i1 %c364 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s9, i32 %z360, i32 %z361, i32 %z362, i32 %z363, i32 %z364)
  %c365 = fcmp ueq half 1.0, 2.0
  %z365 = zext i1 %c365 to i32
  %c366 = fcmp ueq half 2.0, 1.0
  %z366 = zext i1 %c366 to i32
  %c367 = fcmp ueq half 1.0, 1.0
  %z367 = zext i1 %c367 to i32
  %c368 = fcmp ueq half 0xH7E00, 1.0
  %z368 = zext i1 %c368 to i32
  %c369 = fcmp ueq half 1.0, 0xH7E00
  %z369 = zext i1 %c369 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s10, i32 %z365, i32 %z366, i32 %z367, i32 %z368, i32 %z369)
  %c370 = fcmp ugt half 1.0, 2.0
  %z370 = zext i1 %c370 to i32
  %c371 = fcmp ugt half 2.0, 1.0
  %z371 = zext i1 %c371 to i32
  %c372 = fcmp ugt half 1.0, 1.0
  %z372 = zext i1 %c372 to i32
  %c373 = fcmp ugt half 0xH7E00, 1.0
  %z373 = zext i1 %c373 to i32
  %c374 = fcmp ugt half 1.0, 0xH7E00
  %z374 = zext i1 %c374 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s11, i32 %z370, i32 %z371, i32 %z372, i32 %z373, i32 %z374)
  %c375 = fcmp uge half 1.0, 2.0
  %z375 = zext i1 %c375 to i32
  %c376 = fcmp uge half 2.0, 1.0
  %z376 = zext i1 %c376 to i32
  %c377 = fcmp uge half 1.0, 1.0
  %z377 = zext i1 %c377 to i32
  %c378 = fcmp uge half 0xH7E00, 1.0
  %z378 = zext i1 %c378 to i32
  %c379 = fcmp uge half 1.0, 0xH7E00
  %z379 = zext i1 %c379 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s12, i32 %z375, i32 %z376, i32 %z377, i32 %z378, i32 %z379)
  %c380 = fcmp ult half 1.0, 2.0
  %z380 = zext i1 %c380 to i32
  %c381 = fcmp ult half 2.0, 1.0
  %z381 = zext i1 %c381 to i32
  %c382 = fcmp ult half 1.0, 1.0
  %z382 = zext i1 %c382 to i32
  %c383 = fcmp ult half 0xH7E00, 1.0
  %z383 = zext i1 %c383 to i32
  %c384 = fcmp ult half 1.0, 0xH7E00
  %z384 = zext i1 %c384 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s13, i32 %z380, i32 %z381, i32 %z382, i32 %z383, i32 %z384)
  %c385 = fcmp ule half 1.0, 2.0
  %z385 = zext i1 %c385 to i32
  %c386 = fcmp ule half 2.0, 1.0
  %z386 = zext i1 %c386 to i32
  %c387 = fcmp ule half 1.0, 1.0
  %z387 = zext i1 %c387 to i32
  %c388 = fcmp ule half 0xH7E00, 1.0
  %z388 = zext i1 %c388 to i32
  %c389 = fcmp ule half 1.0, 0xH7E00
  %z389 = zext i1 %c389 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s14, i32 %z385, i32 %z386, i32 %z387, i32 %z388, i32 %z389)
  %c390 = fcmp une half 1.0, 2.0
  %z390 = zext i1 %c390 to i32
  %c391 = fcmp une half 2.0, 1.0
  %z391 = zext i1 %c391 to i32
  %c392 = fcmp une half 1.0, 1.0
  %z392 = zext i1 %c392 to i32
  %c393 = fcmp une half 0xH7E00, 1.0
  %z393 = zext i1 %c393 to i32
  %c394 = fcmp une half 1.0, 0xH7E00
  %z394 = zext i1 %c394 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s15, i32 %z390, i32 %z391, i32 %z392, i32 %z393, i32 %z394)
  %c395 = fcmp true half 1.0, 2.0
  %z395 = zext i1 %c395 to i32
  %c396 = fcmp true half 2.0, 1.0
  %z396 = zext i1 %c396 to i32
  %c397 = fcmp true half 1.0, 1.0
  %z397 = zext i1 %c397 to i32
  %c398 = fcmp true half 0xH7E00, 1.0
  %z398 = zext i1 %c398 to i32
  %c399 = fcmp true half 1.0, 0xH7E00
  %z399 = zext i1 %c399 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s20, ptr @s16, i32 %z395, i32 %z396, i32 %z397, i32 %z398, i32 %z399)
  %c400 = fcmp false <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e400 = extractelement <2 x i1> %c400, i32 0
  %z400 = zext i1 %e400 to i32
  %c401 = fcmp false <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e401 = extractelement <2 x i1> %c401, i32 0
  %z401 = zext i1 %e401 to i32
  %c402 = fcmp false <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e402 = extractelement <2 x i1> %c402, i32 0
  %z402 = zext i1 %e402 to i32
  %c403 = fcmp false <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e403 = extractelement <2 x i1> %c403, i32 0
  %z403 = zext i1 %e403 to i32
  %c404 = fcmp false <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e404 = extractelement <2 x i1> %c404, i32 0
  %z404 = zext i1 %e404 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s1, i32 %z400, i32 %z401, i32 %z402, i32 %z403, i32 %z404)
  %c405 = fcmp oeq <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e405 = extractelement <2 x i1> %c405, i32 0
  %z405 = zext i1 %e405 to i32
  %c406 = fcmp oeq <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e406 = extractelement <2 x i1> %c406, i32 0
  %z406 = zext i1 %e406 to i32
  %c407 = fcmp oeq <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e407 = extractelement <2 x i1> %c407, i32 0
  %z407 = zext i1 %e407 to i32
  %c408 = fcmp oeq <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e408 = extractelement <2 x i1> %c408, i32 0
  %z408 = zext i1 %e408 to i32
  %c409 = fcmp oeq <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e409 = extractelement <2 x i1> %c409, i32 0
  %z409 = zext i1 %e409 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s2, i32 %z405, i32 %z406, i32 %z407, i32 %z408, i32 %z409)
  %c410 = fcmp ogt <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e410 = extractelement <2 x i1> %c410, i32 0
  %z410 = zext i1 %e410 to i32
  %c411 = fcmp ogt <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e411 = extractelement <2 x i1> %c411, i32 0
  %z411 = zext i1 %e411 to i32
  %c412 = fcmp ogt <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e412 = extractelement <2 x i1> %c412, i32 0
  %z412 = zext i1 %e412 to i32
  %c413 = fcmp ogt <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e413 = extractelement <2 x i1> %c413, i32 0
  %z413 = zext i1 %e413 to i32
  %c414 = fcmp ogt <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e414 = extractelement <2 x i1> %c414, i32 0
  %z414 = zext i1 %e414 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s3, i32 %z410, i32 %z411, i32 %z412, i32 %z413, i32 %z414)
  %c415 = fcmp oge <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e415 = extractelement <2 x i1> %c415, i32 0
  %z415 = zext i1 %e415 to i32
  %c416 = fcmp oge <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e416 = extractelement <2 x i1> %c416, i32 0
  %z416 = zext i1 %e416 to i32
  %c417 = fcmp oge <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e417 = extractelement <2 x i1> %c417, i32 0
  %z417 = zext i1 %e417 to i32
  %c418 = fcmp oge <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e418 = extractelement <2 x i1> %c418, i32 0
  %z418 = zext i1 %e418 to i32
  %c419 = fcmp oge <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e419 = extractelement <2 x i1> %c419, i32 0
  %z419 = zext i1 %e419 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s4, i32 %z415, i32 %z416, i32 %z417, i32 %z418, i32 %z419)
  %c420 = fcmp olt <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e420 = extractelement <2 x i1> %c420, i32 0
  %z420 = zext i1 %e420 to i32
  %c421 = fcmp olt <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e421 = extractelement <2 x i1> %c421, i32 0
  %z421 = zext i1 %e421 to i32
  %c422 = fcmp olt <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e422 = extractelement <2 x i1> %c422, i32 0
  %z422 = zext i1 %e422 to i32
  %c423 = fcmp olt <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e423 = extractelement <2 x i1> %c423, i32 0
  %z423 = zext i1 %e423 to i32
  %c424 = fcmp olt <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e424 = extractelement <2 x i1> %c424, i32 0
  %z424 = zext i1 %e424 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s5, i32 %z420, i32 %z421, i32 %z422, i32 %z423, i32 %z424)
  %c425 = fcmp ole <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e425 = extractelement <2 x i1> %c425, i32 0
  %z425 = zext i1 %e425 to i32
  %c426 = fcmp ole <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e426 = extractelement <2 x i1> %c426, i32 0
  %z426 = zext i1 %e426 to i32
  %c427 = fcmp ole <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e427 = extractelement <2 x i1> %c427, i32 0
  %z427 = zext i1 %e427 to i32
  %c428 = fcmp ole <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e428 = extractelement <2 x i1> %c428, i32 0
  %z428 = zext i1 %e428 to i32
  %c429 = fcmp ole <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e429 = extractelement <2 x i1> %c429, i32 0
  %z429 = zext i1 %e429 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s6, i32 %z425, i32 %z426, i32 %z427, i32 %z428, i32 %z429)
  %c430 = fcmp one <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e430 = extractelement <2 x i1> %c430, i32 0
  %z430 = zext i1 %e430 to i32
  %c431 = fcmp one <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e431 = extractelement <2 x i1> %c431, i32 0
  %z431 = zext i1 %e431 to i32
  %c432 = fcmp one <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e432 = extractelement <2 x i1> %c432, i32 0
  %z432 = zext i1 %e432 to i32
  %c433 = fcmp one <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e433 = extractelement <2 x i1> %c433, i32 0
  %z433 = zext i1 %e433 to i32
  %c434 = fcmp one <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e434 = extractelement <2 x i1> %c434, i32 0
  %z434 = zext i1 %e434 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s7, i32 %z430, i32 %z431, i32 %z432, i32 %z433, i32 %z434)
  %c435 = fcmp ord <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e435 = extractelement <2 x i1> %c435, i32 0
  %z435 = zext i1 %e435 to i32
  %c436 = fcmp ord <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e436 = extractelement <2 x i1> %c436, i32 0
  %z436 = zext i1 %e436 to i32
  %c437 = fcmp ord <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e437 = extractelement <2 x i1> %c437, i32 0
  %z437 = zext i1 %e437 to i32
  %c438 = fcmp ord <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e438 = extractelement <2 x i1> %c438, i32 0
  %z438 = zext i1 %e438 to i32
  %c439 = fcmp ord <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e439 = extractelement <2 x i1> %c439, i32 0
  %z439 = zext i1 %e439 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s8, i32 %z435, i32 %z436, i32 %z437, i32 %z438, i32 %z439)
  %c440 = fcmp uno <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e440 = extractelement <2 x i1> %c440, i32 0
  %z440 = zext i1 %e440 to i32
  %c441 = fcmp uno <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e441 = extractelement <2 x i1> %c441, i32 0
  %z441 = zext i1 %e441 to i32
  %c442 = fcmp uno <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e442 = extractelement <2 x i1> %c442, i32 0
  %z442 = zext i1 %e442 to i32
  %c443 = fcmp uno <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e443 = extractelement <2 x i1> %c443, i32 0
  %z443 = zext i1 %e443 to i32
  %c444 = fcmp uno <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e444 = extractelement <2 x i1> %c444, i32 0
  %z444 = zext i1 %e444 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s9, i32 %z440, i32 %z441, i32 %z442, i32 %z443, i32 %z444)
  %c445 = fcmp ueq <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e445 = extractelement <2 x i1> %c445, i32 0
  %z445 = zext i1 %e445 to i32
  %c446 = fcmp ueq <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e446 = extractelement <2 x i1> %c446, i32 0
  %z446 = zext i1 %e446 to i32
  %c447 = fcmp ueq <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e447 = extractelement <2 x i1> %c447, i32 0
  %z447 = zext i1 %e447 to i32
  %c448 = fcmp ueq <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e448 = extractelement <2 x i1> %c448, i32 0
  %z448 = zext i1 %e448 to i32
  %c449 = fcmp ueq <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e449 = extractelement <2 x i1> %c449, i32 0
  %z449 = zext i1 %e449 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s10, i32 %z445, i32 %z446, i32 %z447, i32 %z448, i32 %z449)
  %c450 = fcmp ugt <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e450 = extractelement <2 x i1> %c450, i32 0
  %z450 = zext i1 %e450 to i32
  %c451 = fcmp ugt <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e451 = extractelement <2 x i1> %c451, i32 0
  %z451 = zext i1 %e451 to i32
  %c452 = fcmp ugt <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e452 = extractelement <2 x i1> %c452, i32 0
  %z452 = zext i1 %e452 to i32
  %c453 = fcmp ugt <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e453 = extractelement <2 x i1> %c453, i32 0
  %z453 = zext i1 %e453 to i32
  %c454 = fcmp ugt <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e454 = extractelement <2 x i1> %c454, i32 0
  %z454 = zext i1 %e454 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s11, i32 %z450, i32 %z451, i32 %z452, i32 %z453, i32 %z454)
  %c455 = fcmp uge <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e455 = extractelement <2 x i1> %c455, i32 0
  %z455 = zext i1 %e455 to i32
  %c456 = fcmp uge <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e456 = extractelement <2 x i1> %c456, i32 0
  %z456 = zext i1 %e456 to i32
  %c457 = fcmp uge <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e457 = extractelement <2 x i1> %c457, i32 0
  %z457 = zext i1 %e457 to i32
  %c458 = fcmp uge <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e458 = extractelement <2 x i1> %c458, i32 0
  %z458 = zext i1 %e458 to i32
  %c459 = fcmp uge <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e459 = extractelement <2 x i1> %c459, i32 0
  %z459 = zext i1 %e459 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s12, i32 %z455, i32 %z456, i32 %z457, i32 %z458, i32 %z459)
  %c460 = fcmp ult <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e460 = extractelement <2 x i1> %c460, i32 0
  %z460 = zext i1 %e460 to i32
  %c461 = fcmp ult <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e461 = extractelement <2 x i1> %c461, i32 0
  %z461 = zext i1 %e461 to i32
  %c462 = fcmp ult <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e462 = extractelement <2 x i1> %c462, i32 0
  %z462 = zext i1 %e462 to i32
  %c463 = fcmp ult <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e463 = extractelement <2 x i1> %c463, i32 0
  %z463 = zext i1 %e463 to i32
  %c464 = fcmp ult <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e464 = extractelement <2 x i1> %c464, i32 0
  %z464 = zext i1 %e464 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s13, i32 %z460, i32 %z461, i32 %z462, i32 %z463, i32 %z464)
  %c465 = fcmp ule <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e465 = extractelement <2 x i1> %c465, i32 0
  %z465 = zext i1 %e465 to i32
  %c466 = fcmp ule <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e466 = extractelement <2 x i1> %c466, i32 0
  %z466 = zext i1 %e466 to i32
  %c467 = fcmp ule <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e467 = extractelement <2 x i1> %c467, i32 0
  %z467 = zext i1 %e467 to i32
  %c468 = fcmp ule <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e468 = extractelement <2 x i1> %c468, i32 0
  %z468 = zext i1 %e468 to i32
  %c469 = fcmp ule <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e469 = extractelement <2 x i1> %c469, i32 0
  %z469 = zext i1 %e469 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s14, i32 %z465, i32 %z466, i32 %z467, i32 %z468, i32 %z469)
  %c470 = fcmp une <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e470 = extractelement <2 x i1> %c470, i32 0
  %z470 = zext i1 %e470 to i32
  %c471 = fcmp une <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e471 = extractelement <2 x i1> %c471, i32 0
  %z471 = zext i1 %e471 to i32
  %c472 = fcmp une <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e472 = extractelement <2 x i1> %c472, i32 0
  %z472 = zext i1 %e472 to i32
  %c473 = fcmp une <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e473 = extractelement <2 x i1> %c473, i32 0
  %z473 = zext i1 %e473 to i32
  %c474 = fcmp une <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e474 = extractelement <2 x i1> %c474, i32 0
  %z474 = zext i1 %e474 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s15, i32 %z470, i32 %z471, i32 %z472, i32 %z473, i32 %z474)
  %c475 = fcmp true <2 x half> <half 1.0, half 0.0>, <half 2.0, half 0.0>
  %e475 = extractelement <2 x i1> %c475, i32 0
  %z475 = zext i1 %e475 to i32
  %c476 = fcmp true <2 x half> <half 2.0, half 0.0>, <half 1.0, half 0.0>
  %e476 = extractelement <2 x i1> %c476, i32 0
  %z476 = zext i1 %e476 to i32
  %c477 = fcmp true <2 x half> <half 1.0, half 0.0>, <half 1.0, half 0.0>
  %e477 = extractelement <2 x i1> %c477, i32 0
  %z477 = zext i1 %e477 to i32
  %c478 = fcmp true <2 x half> <half 0xH7E00, half 0.0>, <half 1.0, half 0.0>
  %e478 = extractelement <2 x i1> %c478, i32 0
  %z478 = zext i1 %e478 to i32
  %c479 = fcmp true <2 x half> <half 1.0, half 0.0>, <half 0xH7E00, half 0.0>
  %e479 = extractelement <2 x i1> %c479, i32 0
  %z479 = zext i1 %e479 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s21, ptr @s16, i32 %z475, i32 %z476, i32 %z477, i32 %z478, i32 %z479)
  %c480 = fcmp false bfloat 1.0, 2.0
  %z480 = zext i1 %c480 to i32
  %c481 = fcmp false bfloat 2.0, 1.0
  %z481 = zext i1 %c481 to i32
  %c482 = fcmp false bfloat 1.0, 1.0
  %z482 = zext i1 %c482 to i32
  %c483 = fcmp false bfloat 0xR7FC0, 1.0
  %z483 = zext i1 %c483 to i32
  %c484 = fcmp false bfloat 1.0, 0xR7FC0
  %z484 = zext i1 %c484 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s1, i32 %z480, i32 %z481, i32 %z482, i32 %z483, i32 %z484)
  %c485 = fcmp oeq bfloat 1.0, 2.0
  %z485 = zext i1 %c485 to i32
  %c486 = fcmp oeq bfloat 2.0, 1.0
  %z486 = zext i1 %c486 to i32
  %c487 = fcmp oeq bfloat 1.0, 1.0
  %z487 = zext i1 %c487 to i32
  %c488 = fcmp oeq bfloat 0xR7FC0, 1.0
  %z488 = zext i1 %c488 to i32
  %c489 = fcmp oeq bfloat 1.0, 0xR7FC0
  %z489 = zext i1 %c489 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s2, i32 %z485, i32 %z486, i32 %z487, i32 %z488, i32 %z489)
  %c490 = fcmp ogt bfloat 1.0, 2.0
  %z490 = zext i1 %c490 to i32
  %c491 = fcmp ogt bfloat 2.0, 1.0
  %z491 = zext i1 %c491 to i32
  %c492 = fcmp ogt bfloat 1.0, 1.0
  %z492 = zext i1 %c492 to i32
  %c493 = fcmp ogt bfloat 0xR7FC0, 1.0
  %z493 = zext i1 %c493 to i32
  %c494 = fcmp ogt bfloat 1.0, 0xR7FC0
  %z494 = zext i1 %c494 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s3, i32 %z490, i32 %z491, i32 %z492, i32 %z493, i32 %z494)
  %c495 = fcmp oge bfloat 1.0, 2.0
  %z495 = zext i1 %c495 to i32
  %c496 = fcmp oge bfloat 2.0, 1.0
  %z496 = zext i1 %c496 to i32
  %c497 = fcmp oge bfloat 1.0, 1.0
  %z497 = zext i1 %c497 to i32
  %c498 = fcmp oge bfloat 0xR7FC0, 1.0
  %z498 = zext i1 %c498 to i32
  %c499 = fcmp oge bfloat 1.0, 0xR7FC0
  %z499 = zext i1 %c499 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s4, i32 %z495, i32 %z496, i32 %z497, i32 %z498, i32 %z499)
  %c500 = fcmp olt bfloat 1.0, 2.0
  %z500 = zext i1 %c500 to i32
  %c501 = fcmp olt bfloat 2.0, 1.0
  %z501 = zext i1 %c501 to i32
  %c502 = fcmp olt bfloat 1.0, 1.0
  %z502 = zext i1 %c502 to i32
  %c503 = fcmp olt bfloat 0xR7FC0, 1.0
  %z503 = zext i1 %c503 to i32
  %c504 = fcmp olt bfloat 1.0, 0xR7FC0
  %z504 = zext i1 %c504 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s5, i32 %z500, i32 %z501, i32 %z502, i32 %z503, i32 %z504)
  %c505 = fcmp ole bfloat 1.0, 2.0
  %z505 = zext i1 %c505 to i32
  %c506 = fcmp ole bfloat 2.0, 1.0
  %z506 = zext i1 %c506 to i32
  %c507 = fcmp ole bfloat 1.0, 1.0
  %z507 = zext i1 %c507 to i32
  %c508 = fcmp ole bfloat 0xR7FC0, 1.0
  %z508 = zext i1 %c508 to i32
  %c509 = fcmp ole bfloat 1.0, 0xR7FC0
  %z509 = zext i1 %c509 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s6, i32 %z505, i32 %z506, i32 %z507, i32 %z508, i32 %z509)
  %c510 = fcmp one bfloat 1.0, 2.0
  %z510 = zext i1 %c510 to i32
  %c511 = fcmp one bfloat 2.0, 1.0
  %z511 = zext i1 %c511 to i32
  %c512 = fcmp one bfloat 1.0, 1.0
  %z512 = zext i1 %c512 to i32
  %c513 = fcmp one bfloat 0xR7FC0, 1.0
  %z513 = zext i1 %c513 to i32
  %c514 = fcmp one bfloat 1.0, 0xR7FC0
  %z514 = zext i1 %c514 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s7, i32 %z510, i32 %z511, i32 %z512, i32 %z513, i32 %z514)
  %c515 = fcmp ord bfloat 1.0, 2.0
  %z515 = zext i1 %c515 to i32
  %c516 = fcmp ord bfloat 2.0, 1.0
  %z516 = zext i1 %c516 to i32
  %c517 = fcmp ord bfloat 1.0, 1.0
  %z517 = zext i1 %c517 to i32
  %c518 = fcmp ord bfloat 0xR7FC0, 1.0
  %z518 = zext i1 %c518 to i32
  %c519 = fcmp ord bfloat 1.0, 0xR7FC0
  %z519 = zext i1 %c519 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s8, i32 %z515, i32 %z516, i32 %z517, i32 %z518, i32 %z519)
  %c520 = fcmp uno bfloat 1.0, 2.0
  %z520 = zext i1 %c520 to i32
  %c521 = fcmp uno bfloat 2.0, 1.0
  %z521 = zext i1 %c521 to i32
  %c522 = fcmp uno bfloat 1.0, 1.0
  %z522 = zext i1 %c522 to i32
  %c523 = fcmp uno bfloat 0xR7FC0, 1.0
  %z523 = zext i1 %c523 to i32
  %c524 = fcmp uno bfloat 1.0, 0xR7FC0
  %z524 = zext i1 %c524 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s9, i32 %z520, i32 %z521, i32 %z522, i32 %z523, i32 %z524)
  %c525 = fcmp ueq bfloat 1.0, 2.0
  %z525 = zext i1 %c525 to i32
  %c526 = fcmp ueq bfloat 2.0, 1.0
  %z526 = zext i1 %c526 to i32
  %c527 = fcmp ueq bfloat 1.0, 1.0
  %z527 = zext i1 %c527 to i32
  %c528 = fcmp ueq bfloat 0xR7FC0, 1.0
  %z528 = zext i1 %c528 to i32
  %c529 = fcmp ueq bfloat 1.0, 0xR7FC0
  %z529 = zext i1 %c529 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s10, i32 %z525, i32 %z526, i32 %z527, i32 %z528, i32 %z529)
  %c530 = fcmp ugt bfloat 1.0, 2.0
  %z530 = zext i1 %c530 to i32
  %c531 = fcmp ugt bfloat 2.0, 1.0
  %z531 = zext i1 %c531 to i32
  %c532 = fcmp ugt bfloat 1.0, 1.0
  %z532 = zext i1 %c532 to i32
  %c533 = fcmp ugt bfloat 0xR7FC0, 1.0
  %z533 = zext i1 %c533 to i32
  %c534 = fcmp ugt bfloat 1.0, 0xR7FC0
  %z534 = zext i1 %c534 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s11, i32 %z530, i32 %z531, i32 %z532, i32 %z533, i32 %z534)
  %c535 = fcmp uge bfloat 1.0, 2.0
  %z535 = zext i1 %c535 to i32
  %c536 = fcmp uge bfloat 2.0, 1.0
  %z536 = zext i1 %c536 to i32
  %c537 = fcmp uge bfloat 1.0, 1.0
  %z537 = zext i1 %c537 to i32
  %c538 = fcmp uge bfloat 0xR7FC0, 1.0
  %z538 = zext i1 %c538 to i32
  %c539 = fcmp uge bfloat 1.0, 0xR7FC0
  %z539 = zext i1 %c539 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s12, i32 %z535, i32 %z536, i32 %z537, i32 %z538, i32 %z539)
  %c540 = fcmp ult bfloat 1.0, 2.0
  %z540 = zext i1 %c540 to i32
  %c541 = fcmp ult bfloat 2.0, 1.0
  %z541 = zext i1 %c541 to i32
  %c542 = fcmp ult bfloat 1.0, 1.0
  %z542 = zext i1 %c542 to i32
  %c543 = fcmp ult bfloat 0xR7FC0, 1.0
  %z543 = zext i1 %c543 to i32
  %c544 = fcmp ult bfloat 1.0, 0xR7FC0
  %z544 = zext i1 %c544 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s13, i32 %z540, i32 %z541, i32 %z542, i32 %z543, i32 %z544)
  %c545 = fcmp ule bfloat 1.0, 2.0
  %z545 = zext i1 %c545 to i32
  %c546 = fcmp ule bfloat 2.0, 1.0
  %z546 = zext i1 %c546 to i32
  %c547 = fcmp ule bfloat 1.0, 1.0
  %z547 = zext i1 %c547 to i32
  %c548 = fcmp ule bfloat 0xR7FC0, 1.0
  %z548 = zext i1 %c548 to i32
  %c549 = fcmp ule bfloat 1.0, 0xR7FC0
  %z549 = zext i1 %c549 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s14, i32 %z545, i32 %z546, i32 %z547, i32 %z548, i32 %z549)
  %c550 = fcmp une bfloat 1.0, 2.0
  %z550 = zext i1 %c550 to i32
  %c551 = fcmp une bfloat 2.0, 1.0
  %z551 = zext i1 %c551 to i32
  %c552 = fcmp une bfloat 1.0, 1.0
  %z552 = zext i1 %c552 to i32
  %c553 = fcmp une bfloat 0xR7FC0, 1.0
  %z553 = zext i1 %c553 to i32
  %c554 = fcmp une bfloat 1.0, 0xR7FC0
  %z554 = zext i1 %c554 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s15, i32 %z550, i32 %z551, i32 %z552, i32 %z553, i32 %z554)
  %c555 = fcmp true bfloat 1.0, 2.0
  %z555 = zext i1 %c555 to i32
  %c556 = fcmp true bfloat 2.0, 1.0
  %z556 = zext i1 %c556 to i32
  %c557 = fcmp true bfloat 1.0, 1.0
  %z557 = zext i1 %c557 to i32
  %c558 = fcmp true bfloat 0xR7FC0, 1.0
  %z558 = zext i1 %c558 to i32
  %c559 = fcmp true bfloat 1.0, 0xR7FC0
  %z559 = zext i1 %c559 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s22, ptr @s16, i32 %z555, i32 %z556, i32 %z557, i32 %z558, i32 %z559)
  %c560 = fcmp false <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e560 = extractelement <2 x i1> %c560, i32 0
  %z560 = zext i1 %e560 to i32
  %c561 = fcmp false <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e561 = extractelement <2 x i1> %c561, i32 0
  %z561 = zext i1 %e561 to i32
  %c562 = fcmp false <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e562 = extractelement <2 x i1> %c562, i32 0
  %z562 = zext i1 %e562 to i32
  %c563 = fcmp false <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e563 = extractelement <2 x i1> %c563, i32 0
  %z563 = zext i1 %e563 to i32
  %c564 = fcmp false <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e564 = extractelement <2 x i1> %c564, i32 0
  %z564 = zext i1 %e564 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s1, i32 %z560, i32 %z561, i32 %z562, i32 %z563, i32 %z564)
  %c565 = fcmp oeq <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e565 = extractelement <2 x i1> %c565, i32 0
  %z565 = zext i1 %e565 to i32
  %c566 = fcmp oeq <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e566 = extractelement <2 x i1> %c566, i32 0
  %z566 = zext i1 %e566 to i32
  %c567 = fcmp oeq <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e567 = extractelement <2 x i1> %c567, i32 0
  %z567 = zext i1 %e567 to i32
  %c568 = fcmp oeq <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e568 = extractelement <2 x i1> %c568, i32 0
  %z568 = zext i1 %e568 to i32
  %c569 = fcmp oeq <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e569 = extractelement <2 x i1> %c569, i32 0
  %z569 = zext i1 %e569 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s2, i32 %z565, i32 %z566, i32 %z567, i32 %z568, i32 %z569)
  %c570 = fcmp ogt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e570 = extractelement <2 x i1> %c570, i32 0
  %z570 = zext i1 %e570 to i32
  %c571 = fcmp ogt <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e571 = extractelement <2 x i1> %c571, i32 0
  %z571 = zext i1 %e571 to i32
  %c572 = fcmp ogt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e572 = extractelement <2 x i1> %c572, i32 0
  %z572 = zext i1 %e572 to i32
  %c573 = fcmp ogt <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e573 = extractelement <2 x i1> %c573, i32 0
  %z573 = zext i1 %e573 to i32
  %c574 = fcmp ogt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e574 = extractelement <2 x i1> %c574, i32 0
  %z574 = zext i1 %e574 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s3, i32 %z570, i32 %z571, i32 %z572, i32 %z573, i32 %z574)
  %c575 = fcmp oge <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e575 = extractelement <2 x i1> %c575, i32 0
  %z575 = zext i1 %e575 to i32
  %c576 = fcmp oge <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e576 = extractelement <2 x i1> %c576, i32 0
  %z576 = zext i1 %e576 to i32
  %c577 = fcmp oge <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e577 = extractelement <2 x i1> %c577, i32 0
  %z577 = zext i1 %e577 to i32
  %c578 = fcmp oge <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e578 = extractelement <2 x i1> %c578, i32 0
  %z578 = zext i1 %e578 to i32
  %c579 = fcmp oge <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e579 = extractelement <2 x i1> %c579, i32 0
  %z579 = zext i1 %e579 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s4, i32 %z575, i32 %z576, i32 %z577, i32 %z578, i32 %z579)
  %c580 = fcmp olt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e580 = extractelement <2 x i1> %c580, i32 0
  %z580 = zext i1 %e580 to i32
  %c581 = fcmp olt <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e581 = extractelement <2 x i1> %c581, i32 0
  %z581 = zext i1 %e581 to i32
  %c582 = fcmp olt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e582 = extractelement <2 x i1> %c582, i32 0
  %z582 = zext i1 %e582 to i32
  %c583 = fcmp olt <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e583 = extractelement <2 x i1> %c583, i32 0
  %z583 = zext i1 %e583 to i32
  %c584 = fcmp olt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e584 = extractelement <2 x i1> %c584, i32 0
  %z584 = zext i1 %e584 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s5, i32 %z580, i32 %z581, i32 %z582, i32 %z583, i32 %z584)
  %c585 = fcmp ole <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e585 = extractelement <2 x i1> %c585, i32 0
  %z585 = zext i1 %e585 to i32
  %c586 = fcmp ole <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e586 = extractelement <2 x i1> %c586, i32 0
  %z586 = zext i1 %e586 to i32
  %c587 = fcmp ole <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e587 = extractelement <2 x i1> %c587, i32 0
  %z587 = zext i1 %e587 to i32
  %c588 = fcmp ole <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e588 = extractelement <2 x i1> %c588, i32 0
  %z588 = zext i1 %e588 to i32
  %c589 = fcmp ole <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e589 = extractelement <2 x i1> %c589, i32 0
  %z589 = zext i1 %e589 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s6, i32 %z585, i32 %z586, i32 %z587, i32 %z588, i32 %z589)
  %c590 = fcmp one <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e590 = extractelement <2 x i1> %c590, i32 0
  %z590 = zext i1 %e590 to i32
  %c591 = fcmp one <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e591 = extractelement <2 x i1> %c591, i32 0
  %z591 = zext i1 %e591 to i32
  %c592 = fcmp one <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e592 = extractelement <2 x i1> %c592, i32 0
  %z592 = zext i1 %e592 to i32
  %c593 = fcmp one <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e593 = extractelement <2 x i1> %c593, i32 0
  %z593 = zext i1 %e593 to i32
  %c594 = fcmp one <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e594 = extractelement <2 x i1> %c594, i32 0
  %z594 = zext i1 %e594 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s7, i32 %z590, i32 %z591, i32 %z592, i32 %z593, i32 %z594)
  %c595 = fcmp ord <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e595 = extractelement <2 x i1> %c595, i32 0
  %z595 = zext i1 %e595 to i32
  %c596 = fcmp ord <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e596 = extractelement <2 x i1> %c596, i32 0
  %z596 = zext i1 %e596 to i32
  %c597 = fcmp ord <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e597 = extractelement <2 x i1> %c597, i32 0
  %z597 = zext i1 %e597 to i32
  %c598 = fcmp ord <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e598 = extractelement <2 x i1> %c598, i32 0
  %z598 = zext i1 %e598 to i32
  %c599 = fcmp ord <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e599 = extractelement <2 x i1> %c599, i32 0
  %z599 = zext i1 %e599 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s8, i32 %z595, i32 %z596, i32 %z597, i32 %z598, i32 %z599)
  %c600 = fcmp uno <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e600 = extractelement <2 x i1> %c600, i32 0
  %z600 = zext i1 %e600 to i32
  %c601 = fcmp uno <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e601 = extractelement <2 x i1> %c601, i32 0
  %z601 = zext i1 %e601 to i32
  %c602 = fcmp uno <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e602 = extractelement <2 x i1> %c602, i32 0
  %z602 = zext i1 %e602 to i32
  %c603 = fcmp uno <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e603 = extractelement <2 x i1> %c603, i32 0
  %z603 = zext i1 %e603 to i32
  %c604 = fcmp uno <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e604 = extractelement <2 x i1> %c604, i32 0
  %z604 = zext i1 %e604 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s9, i32 %z600, i32 %z601, i32 %z602, i32 %z603, i32 %z604)
  %c605 = fcmp ueq <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e605 = extractelement <2 x i1> %c605, i32 0
  %z605 = zext i1 %e605 to i32
  %c606 = fcmp ueq <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e606 = extractelement <2 x i1> %c606, i32 0
  %z606 = zext i1 %e606 to i32
  %c607 = fcmp ueq <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e607 = extractelement <2 x i1> %c607, i32 0
  %z607 = zext i1 %e607 to i32
  %c608 = fcmp ueq <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e608 = extractelement <2 x i1> %c608, i32 0
  %z608 = zext i1 %e608 to i32
  %c609 = fcmp ueq <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e609 = extractelement <2 x i1> %c609, i32 0
  %z609 = zext i1 %e609 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s10, i32 %z605, i32 %z606, i32 %z607, i32 %z608, i32 %z609)
  %c610 = fcmp ugt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e610 = extractelement <2 x i1> %c610, i32 0
  %z610 = zext i1 %e610 to i32
  %c611 = fcmp ugt <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e611 = extractelement <2 x i1> %c611, i32 0
  %z611 = zext i1 %e611 to i32
  %c612 = fcmp ugt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e612 = extractelement <2 x i1> %c612, i32 0
  %z612 = zext i1 %e612 to i32
  %c613 = fcmp ugt <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e613 = extractelement <2 x i1> %c613, i32 0
  %z613 = zext i1 %e613 to i32
  %c614 = fcmp ugt <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e614 = extractelement <2 x i1> %c614, i32 0
  %z614 = zext i1 %e614 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s11, i32 %z610, i32 %z611, i32 %z612, i32 %z613, i32 %z614)
  %c615 = fcmp uge <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e615 = extractelement <2 x i1> %c615, i32 0
  %z615 = zext i1 %e615 to i32
  %c616 = fcmp uge <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e616 = extractelement <2 x i1> %c616, i32 0
  %z616 = zext i1 %e616 to i32
  %c617 = fcmp uge <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e617 = extractelement <2 x i1> %c617, i32 0
  %z617 = zext i1 %e617 to i32
  %c618 = fcmp uge <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e618 = extractelement <2 x i1> %c618, i32 0
  %z618 = zext i1 %e618 to i32
  %c619 = fcmp uge <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e619 = extractelement <2 x i1> %c619, i32 0
  %z619 = zext i1 %e619 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s12, i32 %z615, i32 %z616, i32 %z617, i32 %z618, i32 %z619)
  %c620 = fcmp ult <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e620 = extractelement <2 x i1> %c620, i32 0
  %z620 = zext i1 %e620 to i32
  %c621 = fcmp ult <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e621 = extractelement <2 x i1> %c621, i32 0
  %z621 = zext i1 %e621 to i32
  %c622 = fcmp ult <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e622 = extractelement <2 x i1> %c622, i32 0
  %z622 = zext i1 %e622 to i32
  %c623 = fcmp ult <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e623 = extractelement <2 x i1> %c623, i32 0
  %z623 = zext i1 %e623 to i32
  %c624 = fcmp ult <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e624 = extractelement <2 x i1> %c624, i32 0
  %z624 = zext i1 %e624 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s13, i32 %z620, i32 %z621, i32 %z622, i32 %z623, i32 %z624)
  %c625 = fcmp ule <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e625 = extractelement <2 x i1> %c625, i32 0
  %z625 = zext i1 %e625 to i32
  %c626 = fcmp ule <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e626 = extractelement <2 x i1> %c626, i32 0
  %z626 = zext i1 %e626 to i32
  %c627 = fcmp ule <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e627 = extractelement <2 x i1> %c627, i32 0
  %z627 = zext i1 %e627 to i32
  %c628 = fcmp ule <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e628 = extractelement <2 x i1> %c628, i32 0
  %z628 = zext i1 %e628 to i32
  %c629 = fcmp ule <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e629 = extractelement <2 x i1> %c629, i32 0
  %z629 = zext i1 %e629 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s14, i32 %z625, i32 %z626, i32 %z627, i32 %z628, i32 %z629)
  %c630 = fcmp une <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e630 = extractelement <2 x i1> %c630, i32 0
  %z630 = zext i1 %e630 to i32
  %c631 = fcmp une <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e631 = extractelement <2 x i1> %c631, i32 0
  %z631 = zext i1 %e631 to i32
  %c632 = fcmp une <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e632 = extractelement <2 x i1> %c632, i32 0
  %z632 = zext i1 %e632 to i32
  %c633 = fcmp une <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e633 = extractelement <2 x i1> %c633, i32 0
  %z633 = zext i1 %e633 to i32
  %c634 = fcmp une <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e634 = extractelement <2 x i1> %c634, i32 0
  %z634 = zext i1 %e634 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s15, i32 %z630, i32 %z631, i32 %z632, i32 %z633, i32 %z634)
  %c635 = fcmp true <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 2.0, bfloat 0.0>
  %e635 = extractelement <2 x i1> %c635, i32 0
  %z635 = zext i1 %e635 to i32
  %c636 = fcmp true <2 x bfloat> <bfloat 2.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e636 = extractelement <2 x i1> %c636, i32 0
  %z636 = zext i1 %e636 to i32
  %c637 = fcmp true <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e637 = extractelement <2 x i1> %c637, i32 0
  %z637 = zext i1 %e637 to i32
  %c638 = fcmp true <2 x bfloat> <bfloat 0xR7FC0, bfloat 0.0>, <bfloat 1.0, bfloat 0.0>
  %e638 = extractelement <2 x i1> %c638, i32 0
  %z638 = zext i1 %e638 to i32
  %c639 = fcmp true <2 x bfloat> <bfloat 1.0, bfloat 0.0>, <bfloat 0xR7FC0, bfloat 0.0>
  %e639 = extractelement <2 x i1> %c639, i32 0
  %z639 = zext i1 %e639 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s23, ptr @s16, i32 %z635, i32 %z636, i32 %z637, i32 %z638, i32 %z639)
  %c640 = fcmp false x86_fp80 1.0, 2.0
  %z640 = zext i1 %c640 to i32
  %c641 = fcmp false x86_fp80 2.0, 1.0
  %z641 = zext i1 %c641 to i32
  %c642 = fcmp false x86_fp80 1.0, 1.0
  %z642 = zext i1 %c642 to i32
  %c643 = fcmp false x86_fp80 0xK7FFFC000000000000000, 1.0
  %z643 = zext i1 %c643 to i32
  %c644 = fcmp false x86_fp80 1.0, 0xK7FFFC000000000000000
  %z644 = zext i1 %c644 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s1, i32 %z640, i32 %z641, i32 %z642, i32 %z643, i32 %z644)
  %c645 = fcmp oeq x86_fp80 1.0, 2.0
  %z645 = zext i1 %c645 to i32
  %c646 = fcmp oeq x86_fp80 2.0, 1.0
  %z646 = zext i1 %c646 to i32
  %c647 = fcmp oeq x86_fp80 1.0, 1.0
  %z647 = zext i1 %c647 to i32
  %c648 = fcmp oeq x86_fp80 0xK7FFFC000000000000000, 1.0
  %z648 = zext i1 %c648 to i32
  %c649 = fcmp oeq x86_fp80 1.0, 0xK7FFFC000000000000000
  %z649 = zext i1 %c649 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s2, i32 %z645, i32 %z646, i32 %z647, i32 %z648, i32 %z649)
  %c650 = fcmp ogt x86_fp80 1.0, 2.0
  %z650 = zext i1 %c650 to i32
  %c651 = fcmp ogt x86_fp80 2.0, 1.0
  %z651 = zext i1 %c651 to i32
  %c652 = fcmp ogt x86_fp80 1.0, 1.0
  %z652 = zext i1 %c652 to i32
  %c653 = fcmp ogt x86_fp80 0xK7FFFC000000000000000, 1.0
  %z653 = zext i1 %c653 to i32
  %c654 = fcmp ogt x86_fp80 1.0, 0xK7FFFC000000000000000
  %z654 = zext i1 %c654 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s3, i32 %z650, i32 %z651, i32 %z652, i32 %z653, i32 %z654)
  %c655 = fcmp oge x86_fp80 1.0, 2.0
  %z655 = zext i1 %c655 to i32
  %c656 = fcmp oge x86_fp80 2.0, 1.0
  %z656 = zext i1 %c656 to i32
  %c657 = fcmp oge x86_fp80 1.0, 1.0
  %z657 = zext i1 %c657 to i32
  %c658 = fcmp oge x86_fp80 0xK7FFFC000000000000000, 1.0
  %z658 = zext i1 %c658 to i32
  %c659 = fcmp oge x86_fp80 1.0, 0xK7FFFC000000000000000
  %z659 = zext i1 %c659 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s4, i32 %z655, i32 %z656, i32 %z657, i32 %z658, i32 %z659)
  %c660 = fcmp olt x86_fp80 1.0, 2.0
  %z660 = zext i1 %c660 to i32
  %c661 = fcmp olt x86_fp80 2.0, 1.0
  %z661 = zext i1 %c661 to i32
  %c662 = fcmp olt x86_fp80 1.0, 1.0
  %z662 = zext i1 %c662 to i32
  %c663 = fcmp olt x86_fp80 0xK7FFFC000000000000000, 1.0
  %z663 = zext i1 %c663 to i32
  %c664 = fcmp olt x86_fp80 1.0, 0xK7FFFC000000000000000
  %z664 = zext i1 %c664 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s5, i32 %z660, i32 %z661, i32 %z662, i32 %z663, i32 %z664)
  %c665 = fcmp ole x86_fp80 1.0, 2.0
  %z665 = zext i1 %c665 to i32
  %c666 = fcmp ole x86_fp80 2.0, 1.0
  %z666 = zext i1 %c666 to i32
  %c667 = fcmp ole x86_fp80 1.0, 1.0
  %z667 = zext i1 %c667 to i32
  %c668 = fcmp ole x86_fp80 0xK7FFFC000000000000000, 1.0
  %z668 = zext i1 %c668 to i32
  %c669 = fcmp ole x86_fp80 1.0, 0xK7FFFC000000000000000
  %z669 = zext i1 %c669 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s6, i32 %z665, i32 %z666, i32 %z667, i32 %z668, i32 %z669)
  %c670 = fcmp one x86_fp80 1.0, 2.0
  %z670 = zext i1 %c670 to i32
  %c671 = fcmp one x86_fp80 2.0, 1.0
  %z671 = zext i1 %c671 to i32
  %c672 = fcmp one x86_fp80 1.0, 1.0
  %z672 = zext i1 %c672 to i32
  %c673 = fcmp one x86_fp80 0xK7FFFC000000000000000, 1.0
  %z673 = zext i1 %c673 to i32
  %c674 = fcmp one x86_fp80 1.0, 0xK7FFFC000000000000000
  %z674 = zext i1 %c674 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s7, i32 %z670, i32 %z671, i32 %z672, i32 %z673, i32 %z674)
  %c675 = fcmp ord x86_fp80 1.0, 2.0
  %z675 = zext i1 %c675 to i32
  %c676 = fcmp ord x86_fp80 2.0, 1.0
  %z676 = zext i1 %c676 to i32
  %c677 = fcmp ord x86_fp80 1.0, 1.0
  %z677 = zext i1 %c677 to i32
  %c678 = fcmp ord x86_fp80 0xK7FFFC000000000000000, 1.0
  %z678 = zext i1 %c678 to i32
  %c679 = fcmp ord x86_fp80 1.0, 0xK7FFFC000000000000000
  %z679 = zext i1 %c679 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s8, i32 %z675, i32 %z676, i32 %z677, i32 %z678, i32 %z679)
  %c680 = fcmp uno x86_fp80 1.0, 2.0
  %z680 = zext i1 %c680 to i32
  %c681 = fcmp uno x86_fp80 2.0, 1.0
  %z681 = zext i1 %c681 to i32
  %c682 = fcmp uno x86_fp80 1.0, 1.0
  %z682 = zext i1 %c682 to i32
  %c683 = fcmp uno x86_fp80 0xK7FFFC000000000000000, 1.0
  %z683 = zext i1 %c683 to i32
  %c684 = fcmp uno x86_fp80 1.0, 0xK7FFFC000000000000000
  %z684 = zext i1 %c684 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s9, i32 %z680, i32 %z681, i32 %z682, i32 %z683, i32 %z684)
  %c685 = fcmp ueq x86_fp80 1.0, 2.0
  %z685 = zext i1 %c685 to i32
  %c686 = fcmp ueq x86_fp80 2.0, 1.0
  %z686 = zext i1 %c686 to i32
  %c687 = fcmp ueq x86_fp80 1.0, 1.0
  %z687 = zext i1 %c687 to i32
  %c688 = fcmp ueq x86_fp80 0xK7FFFC000000000000000, 1.0
  %z688 = zext i1 %c688 to i32
  %c689 = fcmp ueq x86_fp80 1.0, 0xK7FFFC000000000000000
  %z689 = zext i1 %c689 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s10, i32 %z685, i32 %z686, i32 %z687, i32 %z688, i32 %z689)
  %c690 = fcmp ugt x86_fp80 1.0, 2.0
  %z690 = zext i1 %c690 to i32
  %c691 = fcmp ugt x86_fp80 2.0, 1.0
  %z691 = zext i1 %c691 to i32
  %c692 = fcmp ugt x86_fp80 1.0, 1.0
  %z692 = zext i1 %c692 to i32
  %c693 = fcmp ugt x86_fp80 0xK7FFFC000000000000000, 1.0
  %z693 = zext i1 %c693 to i32
  %c694 = fcmp ugt x86_fp80 1.0, 0xK7FFFC000000000000000
  %z694 = zext i1 %c694 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s11, i32 %z690, i32 %z691, i32 %z692, i32 %z693, i32 %z694)
  %c695 = fcmp uge x86_fp80 1.0, 2.0
  %z695 = zext i1 %c695 to i32
  %c696 = fcmp uge x86_fp80 2.0, 1.0
  %z696 = zext i1 %c696 to i32
  %c697 = fcmp uge x86_fp80 1.0, 1.0
  %z697 = zext i1 %c697 to i32
  %c698 = fcmp uge x86_fp80 0xK7FFFC000000000000000, 1.0
  %z698 = zext i1 %c698 to i32
  %c699 = fcmp uge x86_fp80 1.0, 0xK7FFFC000000000000000
  %z699 = zext i1 %c699 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s12, i32 %z695, i32 %z696, i32 %z697, i32 %z698, i32 %z699)
  %c700 = fcmp ult x86_fp80 1.0, 2.0
  %z700 = zext i1 %c700 to i32
  %c701 = fcmp ult x86_fp80 2.0, 1.0
  %z701 = zext i1 %c701 to i32
  %c702 = fcmp ult x86_fp80 1.0, 1.0
  %z702 = zext i1 %c702 to i32
  %c703 = fcmp ult x86_fp80 0xK7FFFC000000000000000, 1.0
  %z703 = zext i1 %c703 to i32
  %c704 = fcmp ult x86_fp80 1.0, 0xK7FFFC000000000000000
  %z704 = zext i1 %c704 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s13, i32 %z700, i32 %z701, i32 %z702, i32 %z703, i32 %z704)
  %c705 = fcmp ule x86_fp80 1.0, 2.0
  %z705 = zext i1 %c705 to i32
  %c706 = fcmp ule x86_fp80 2.0, 1.0
  %z706 = zext i1 %c706 to i32
  %c707 = fcmp ule x86_fp80 1.0, 1.0
  %z707 = zext i1 %c707 to i32
  %c708 = fcmp ule x86_fp80 0xK7FFFC000000000000000, 1.0
  %z708 = zext i1 %c708 to i32
  %c709 = fcmp ule x86_fp80 1.0, 0xK7FFFC000000000000000
  %z709 = zext i1 %c709 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s14, i32 %z705, i32 %z706, i32 %z707, i32 %z708, i32 %z709)
  %c710 = fcmp une x86_fp80 1.0, 2.0
  %z710 = zext i1 %c710 to i32
  %c711 = fcmp une x86_fp80 2.0, 1.0
  %z711 = zext i1 %c711 to i32
  %c712 = fcmp une x86_fp80 1.0, 1.0
  %z712 = zext i1 %c712 to i32
  %c713 = fcmp une x86_fp80 0xK7FFFC000000000000000, 1.0
  %z713 = zext i1 %c713 to i32
  %c714 = fcmp une x86_fp80 1.0, 0xK7FFFC000000000000000
  %z714 = zext i1 %c714 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s15, i32 %z710, i32 %z711, i32 %z712, i32 %z713, i32 %z714)
  %c715 = fcmp true x86_fp80 1.0, 2.0
  %z715 = zext i1 %c715 to i32
  %c716 = fcmp true x86_fp80 2.0, 1.0
  %z716 = zext i1 %c716 to i32
  %c717 = fcmp true x86_fp80 1.0, 1.0
  %z717 = zext i1 %c717 to i32
  %c718 = fcmp true x86_fp80 0xK7FFFC000000000000000, 1.0
  %z718 = zext i1 %c718 to i32
  %c719 = fcmp true x86_fp80 1.0, 0xK7FFFC000000000000000
  %z719 = zext i1 %c719 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s24, ptr @s16, i32 %z715, i32 %z716, i32 %z717, i32 %z718, i32 %z719)
  %c720 = fcmp false <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e720 = extractelement <2 x i1> %c720, i32 0
  %z720 = zext i1 %e720 to i32
  %c721 = fcmp false <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e721 = extractelement <2 x i1> %c721, i32 0
  %z721 = zext i1 %e721 to i32
  %c722 = fcmp false <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e722 = extractelement <2 x i1> %c722, i32 0
  %z722 = zext i1 %e722 to i32
  %c723 = fcmp false <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e723 = extractelement <2 x i1> %c723, i32 0
  %z723 = zext i1 %e723 to i32
  %c724 = fcmp false <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e724 = extractelement <2 x i1> %c724, i32 0
  %z724 = zext i1 %e724 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s1, i32 %z720, i32 %z721, i32 %z722, i32 %z723, i32 %z724)
  %c725 = fcmp oeq <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e725 = extractelement <2 x i1> %c725, i32 0
  %z725 = zext i1 %e725 to i32
  %c726 = fcmp oeq <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e726 = extractelement <2 x i1> %c726, i32 0
  %z726 = zext i1 %e726 to i32
  %c727 = fcmp oeq <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e727 = extractelement <2 x i1> %c727, i32 0
  %z727 = zext i1 %e727 to i32
  %c728 = fcmp oeq <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e728 = extractelement <2 x i1> %c728, i32 0
  %z728 = zext i1 %e728 to i32
  %c729 = fcmp oeq <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e729 = extractelement <2 x i1> %c729, i32 0
  %z729 = zext i1 %e729 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s2, i32 %z725, i32 %z726, i32 %z727, i32 %z728, i32 %z729)
  %c730 = fcmp ogt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e730 = extractelement <2 x i1> %c730, i32 0
  %z730 = zext i1 %e730 to i32
  %c731 = fcmp ogt <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e731 = extractelement <2 x i1> %c731, i32 0
  %z731 = zext i1 %e731 to i32
  %c732 = fcmp ogt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e732 = extractelement <2 x i1> %c732, i32 0
  %z732 = zext i1 %e732 to i32
  %c733 = fcmp ogt <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e733 = extractelement <2 x i1> %c733, i32 0
  %z733 = zext i1 %e733 to i32
  %c734 = fcmp ogt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e734 = extractelement <2 x i1> %c734, i32 0
  %z734 = zext i1 %e734 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s3, i32 %z730, i32 %z731, i32 %z732, i32 %z733, i32 %z734)
  %c735 = fcmp oge <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e735 = extractelement <2 x i1> %c735, i32 0
  %z735 = zext i1 %e735 to i32
  %c736 = fcmp oge <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e736 = extractelement <2 x i1> %c736, i32 0
  %z736 = zext i1 %e736 to i32
  %c737 = fcmp oge <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e737 = extractelement <2 x i1> %c737, i32 0
  %z737 = zext i1 %e737 to i32
  %c738 = fcmp oge <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e738 = extractelement <2 x i1> %c738, i32 0
  %z738 = zext i1 %e738 to i32
  %c739 = fcmp oge <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e739 = extractelement <2 x i1> %c739, i32 0
  %z739 = zext i1 %e739 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s4, i32 %z735, i32 %z736, i32 %z737, i32 %z738, i32 %z739)
  %c740 = fcmp olt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e740 = extractelement <2 x i1> %c740, i32 0
  %z740 = zext i1 %e740 to i32
  %c741 = fcmp olt <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e741 = extractelement <2 x i1> %c741, i32 0
  %z741 = zext i1 %e741 to i32
  %c742 = fcmp olt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e742 = extractelement <2 x i1> %c742, i32 0
  %z742 = zext i1 %e742 to i32
  %c743 = fcmp olt <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e743 = extractelement <2 x i1> %c743, i32 0
  %z743 = zext i1 %e743 to i32
  %c744 = fcmp olt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e744 = extractelement <2 x i1> %c744, i32 0
  %z744 = zext i1 %e744 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s5, i32 %z740, i32 %z741, i32 %z742, i32 %z743, i32 %z744)
  %c745 = fcmp ole <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e745 = extractelement <2 x i1> %c745, i32 0
  %z745 = zext i1 %e745 to i32
  %c746 = fcmp ole <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e746 = extractelement <2 x i1> %c746, i32 0
  %z746 = zext i1 %e746 to i32
  %c747 = fcmp ole <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e747 = extractelement <2 x i1> %c747, i32 0
  %z747 = zext i1 %e747 to i32
  %c748 = fcmp ole <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e748 = extractelement <2 x i1> %c748, i32 0
  %z748 = zext i1 %e748 to i32
  %c749 = fcmp ole <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e749 = extractelement <2 x i1> %c749, i32 0
  %z749 = zext i1 %e749 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s6, i32 %z745, i32 %z746, i32 %z747, i32 %z748, i32 %z749)
  %c750 = fcmp one <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e750 = extractelement <2 x i1> %c750, i32 0
  %z750 = zext i1 %e750 to i32
  %c751 = fcmp one <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e751 = extractelement <2 x i1> %c751, i32 0
  %z751 = zext i1 %e751 to i32
  %c752 = fcmp one <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e752 = extractelement <2 x i1> %c752, i32 0
  %z752 = zext i1 %e752 to i32
  %c753 = fcmp one <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e753 = extractelement <2 x i1> %c753, i32 0
  %z753 = zext i1 %e753 to i32
  %c754 = fcmp one <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e754 = extractelement <2 x i1> %c754, i32 0
  %z754 = zext i1 %e754 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s7, i32 %z750, i32 %z751, i32 %z752, i32 %z753, i32 %z754)
  %c755 = fcmp ord <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e755 = extractelement <2 x i1> %c755, i32 0
  %z755 = zext i1 %e755 to i32
  %c756 = fcmp ord <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e756 = extractelement <2 x i1> %c756, i32 0
  %z756 = zext i1 %e756 to i32
  %c757 = fcmp ord <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e757 = extractelement <2 x i1> %c757, i32 0
  %z757 = zext i1 %e757 to i32
  %c758 = fcmp ord <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e758 = extractelement <2 x i1> %c758, i32 0
  %z758 = zext i1 %e758 to i32
  %c759 = fcmp ord <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e759 = extractelement <2 x i1> %c759, i32 0
  %z759 = zext i1 %e759 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s8, i32 %z755, i32 %z756, i32 %z757, i32 %z758, i32 %z759)
  %c760 = fcmp uno <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e760 = extractelement <2 x i1> %c760, i32 0
  %z760 = zext i1 %e760 to i32
  %c761 = fcmp uno <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e761 = extractelement <2 x i1> %c761, i32 0
  %z761 = zext i1 %e761 to i32
  %c762 = fcmp uno <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e762 = extractelement <2 x i1> %c762, i32 0
  %z762 = zext i1 %e762 to i32
  %c763 = fcmp uno <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e763 = extractelement <2 x i1> %c763, i32 0
  %z763 = zext i1 %e763 to i32
  %c764 = fcmp uno <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e764 = extractelement <2 x i1> %c764, i32 0
  %z764 = zext i1 %e764 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s9, i32 %z760, i32 %z761, i32 %z762, i32 %z763, i32 %z764)
  %c765 = fcmp ueq <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e765 = extractelement <2 x i1> %c765, i32 0
  %z765 = zext i1 %e765 to i32
  %c766 = fcmp ueq <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e766 = extractelement <2 x i1> %c766, i32 0
  %z766 = zext i1 %e766 to i32
  %c767 = fcmp ueq <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e767 = extractelement <2 x i1> %c767, i32 0
  %z767 = zext i1 %e767 to i32
  %c768 = fcmp ueq <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e768 = extractelement <2 x i1> %c768, i32 0
  %z768 = zext i1 %e768 to i32
  %c769 = fcmp ueq <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e769 = extractelement <2 x i1> %c769, i32 0
  %z769 = zext i1 %e769 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s10, i32 %z765, i32 %z766, i32 %z767, i32 %z768, i32 %z769)
  %c770 = fcmp ugt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e770 = extractelement <2 x i1> %c770, i32 0
  %z770 = zext i1 %e770 to i32
  %c771 = fcmp ugt <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e771 = extractelement <2 x i1> %c771, i32 0
  %z771 = zext i1 %e771 to i32
  %c772 = fcmp ugt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e772 = extractelement <2 x i1> %c772, i32 0
  %z772 = zext i1 %e772 to i32
  %c773 = fcmp ugt <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e773 = extractelement <2 x i1> %c773, i32 0
  %z773 = zext i1 %e773 to i32
  %c774 = fcmp ugt <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e774 = extractelement <2 x i1> %c774, i32 0
  %z774 = zext i1 %e774 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s11, i32 %z770, i32 %z771, i32 %z772, i32 %z773, i32 %z774)
  %c775 = fcmp uge <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e775 = extractelement <2 x i1> %c775, i32 0
  %z775 = zext i1 %e775 to i32
  %c776 = fcmp uge <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e776 = extractelement <2 x i1> %c776, i32 0
  %z776 = zext i1 %e776 to i32
  %c777 = fcmp uge <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e777 = extractelement <2 x i1> %c777, i32 0
  %z777 = zext i1 %e777 to i32
  %c778 = fcmp uge <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e778 = extractelement <2 x i1> %c778, i32 0
  %z778 = zext i1 %e778 to i32
  %c779 = fcmp uge <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e779 = extractelement <2 x i1> %c779, i32 0
  %z779 = zext i1 %e779 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s12, i32 %z775, i32 %z776, i32 %z777, i32 %z778, i32 %z779)
  %c780 = fcmp ult <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e780 = extractelement <2 x i1> %c780, i32 0
  %z780 = zext i1 %e780 to i32
  %c781 = fcmp ult <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e781 = extractelement <2 x i1> %c781, i32 0
  %z781 = zext i1 %e781 to i32
  %c782 = fcmp ult <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e782 = extractelement <2 x i1> %c782, i32 0
  %z782 = zext i1 %e782 to i32
  %c783 = fcmp ult <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e783 = extractelement <2 x i1> %c783, i32 0
  %z783 = zext i1 %e783 to i32
  %c784 = fcmp ult <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e784 = extractelement <2 x i1> %c784, i32 0
  %z784 = zext i1 %e784 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s13, i32 %z780, i32 %z781, i32 %z782, i32 %z783, i32 %z784)
  %c785 = fcmp ule <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e785 = extractelement <2 x i1> %c785, i32 0
  %z785 = zext i1 %e785 to i32
  %c786 = fcmp ule <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e786 = extractelement <2 x i1> %c786, i32 0
  %z786 = zext i1 %e786 to i32
  %c787 = fcmp ule <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e787 = extractelement <2 x i1> %c787, i32 0
  %z787 = zext i1 %e787 to i32
  %c788 = fcmp ule <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e788 = extractelement <2 x i1> %c788, i32 0
  %z788 = zext i1 %e788 to i32
  %c789 = fcmp ule <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e789 = extractelement <2 x i1> %c789, i32 0
  %z789 = zext i1 %e789 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s14, i32 %z785, i32 %z786, i32 %z787, i32 %z788, i32 %z789)
  %c790 = fcmp une <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e790 = extractelement <2 x i1> %c790, i32 0
  %z790 = zext i1 %e790 to i32
  %c791 = fcmp une <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e791 = extractelement <2 x i1> %c791, i32 0
  %z791 = zext i1 %e791 to i32
  %c792 = fcmp une <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e792 = extractelement <2 x i1> %c792, i32 0
  %z792 = zext i1 %e792 to i32
  %c793 = fcmp une <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e793 = extractelement <2 x i1> %c793, i32 0
  %z793 = zext i1 %e793 to i32
  %c794 = fcmp une <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e794 = extractelement <2 x i1> %c794, i32 0
  %z794 = zext i1 %e794 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s15, i32 %z790, i32 %z791, i32 %z792, i32 %z793, i32 %z794)
  %c795 = fcmp true <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 2.0, x86_fp80 0.0>
  %e795 = extractelement <2 x i1> %c795, i32 0
  %z795 = zext i1 %e795 to i32
  %c796 = fcmp true <2 x x86_fp80> <x86_fp80 2.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e796 = extractelement <2 x i1> %c796, i32 0
  %z796 = zext i1 %e796 to i32
  %c797 = fcmp true <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e797 = extractelement <2 x i1> %c797, i32 0
  %z797 = zext i1 %e797 to i32
  %c798 = fcmp true <2 x x86_fp80> <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>, <x86_fp80 1.0, x86_fp80 0.0>
  %e798 = extractelement <2 x i1> %c798, i32 0
  %z798 = zext i1 %e798 to i32
  %c799 = fcmp true <2 x x86_fp80> <x86_fp80 1.0, x86_fp80 0.0>, <x86_fp80 0xK7FFFC000000000000000, x86_fp80 0.0>
  %e799 = extractelement <2 x i1> %c799, i32 0
  %z799 = zext i1 %e799 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s25, ptr @s16, i32 %z795, i32 %z796, i32 %z797, i32 %z798, i32 %z799)
  %c800 = fcmp false fp128 1.0, 2.0
  %z800 = zext i1 %c800 to i32
  %c801 = fcmp false fp128 2.0, 1.0
  %z801 = zext i1 %c801 to i32
  %c802 = fcmp false fp128 1.0, 1.0
  %z802 = zext i1 %c802 to i32
  %c803 = fcmp false fp128 0xL00000000000000007FFF800000000000, 1.0
  %z803 = zext i1 %c803 to i32
  %c804 = fcmp false fp128 1.0, 0xL00000000000000007FFF800000000000
  %z804 = zext i1 %c804 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s1, i32 %z800, i32 %z801, i32 %z802, i32 %z803, i32 %z804)
  %c805 = fcmp oeq fp128 1.0, 2.0
  %z805 = zext i1 %c805 to i32
  %c806 = fcmp oeq fp128 2.0, 1.0
  %z806 = zext i1 %c806 to i32
  %c807 = fcmp oeq fp128 1.0, 1.0
  %z807 = zext i1 %c807 to i32
  %c808 = fcmp oeq fp128 0xL00000000000000007FFF800000000000, 1.0
  %z808 = zext i1 %c808 to i32
  %c809 = fcmp oeq fp128 1.0, 0xL00000000000000007FFF800000000000
  %z809 = zext i1 %c809 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s2, i32 %z805, i32 %z806, i32 %z807, i32 %z808, i32 %z809)
  %c810 = fcmp ogt fp128 1.0, 2.0
  %z810 = zext i1 %c810 to i32
  %c811 = fcmp ogt fp128 2.0, 1.0
  %z811 = zext i1 %c811 to i32
  %c812 = fcmp ogt fp128 1.0, 1.0
  %z812 = zext i1 %c812 to i32
  %c813 = fcmp ogt fp128 0xL00000000000000007FFF800000000000, 1.0
  %z813 = zext i1 %c813 to i32
  %c814 = fcmp ogt fp128 1.0, 0xL00000000000000007FFF800000000000
  %z814 = zext i1 %c814 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s3, i32 %z810, i32 %z811, i32 %z812, i32 %z813, i32 %z814)
  %c815 = fcmp oge fp128 1.0, 2.0
  %z815 = zext i1 %c815 to i32
  %c816 = fcmp oge fp128 2.0, 1.0
  %z816 = zext i1 %c816 to i32
  %c817 = fcmp oge fp128 1.0, 1.0
  %z817 = zext i1 %c817 to i32
  %c818 = fcmp oge fp128 0xL00000000000000007FFF800000000000, 1.0
  %z818 = zext i1 %c818 to i32
  %c819 = fcmp oge fp128 1.0, 0xL00000000000000007FFF800000000000
  %z819 = zext i1 %c819 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s4, i32 %z815, i32 %z816, i32 %z817, i32 %z818, i32 %z819)
  %c820 = fcmp olt fp128 1.0, 2.0
  %z820 = zext i1 %c820 to i32
  %c821 = fcmp olt fp128 2.0, 1.0
  %z821 = zext i1 %c821 to i32
  %c822 = fcmp olt fp128 1.0, 1.0
  %z822 = zext i1 %c822 to i32
  %c823 = fcmp olt fp128 0xL00000000000000007FFF800000000000, 1.0
  %z823 = zext i1 %c823 to i32
  %c824 = fcmp olt fp128 1.0, 0xL00000000000000007FFF800000000000
  %z824 = zext i1 %c824 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s5, i32 %z820, i32 %z821, i32 %z822, i32 %z823, i32 %z824)
  %c825 = fcmp ole fp128 1.0, 2.0
  %z825 = zext i1 %c825 to i32
  %c826 = fcmp ole fp128 2.0, 1.0
  %z826 = zext i1 %c826 to i32
  %c827 = fcmp ole fp128 1.0, 1.0
  %z827 = zext i1 %c827 to i32
  %c828 = fcmp ole fp128 0xL00000000000000007FFF800000000000, 1.0
  %z828 = zext i1 %c828 to i32
  %c829 = fcmp ole fp128 1.0, 0xL00000000000000007FFF800000000000
  %z829 = zext i1 %c829 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s6, i32 %z825, i32 %z826, i32 %z827, i32 %z828, i32 %z829)
  %c830 = fcmp one fp128 1.0, 2.0
  %z830 = zext i1 %c830 to i32
  %c831 = fcmp one fp128 2.0, 1.0
  %z831 = zext i1 %c831 to i32
  %c832 = fcmp one fp128 1.0, 1.0
  %z832 = zext i1 %c832 to i32
  %c833 = fcmp one fp128 0xL00000000000000007FFF800000000000, 1.0
  %z833 = zext i1 %c833 to i32
  %c834 = fcmp one fp128 1.0, 0xL00000000000000007FFF800000000000
  %z834 = zext i1 %c834 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s7, i32 %z830, i32 %z831, i32 %z832, i32 %z833, i32 %z834)
  %c835 = fcmp ord fp128 1.0, 2.0
  %z835 = zext i1 %c835 to i32
  %c836 = fcmp ord fp128 2.0, 1.0
  %z836 = zext i1 %c836 to i32
  %c837 = fcmp ord fp128 1.0, 1.0
  %z837 = zext i1 %c837 to i32
  %c838 = fcmp ord fp128 0xL00000000000000007FFF800000000000, 1.0
  %z838 = zext i1 %c838 to i32
  %c839 = fcmp ord fp128 1.0, 0xL00000000000000007FFF800000000000
  %z839 = zext i1 %c839 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s8, i32 %z835, i32 %z836, i32 %z837, i32 %z838, i32 %z839)
  %c840 = fcmp uno fp128 1.0, 2.0
  %z840 = zext i1 %c840 to i32
  %c841 = fcmp uno fp128 2.0, 1.0
  %z841 = zext i1 %c841 to i32
  %c842 = fcmp uno fp128 1.0, 1.0
  %z842 = zext i1 %c842 to i32
  %c843 = fcmp uno fp128 0xL00000000000000007FFF800000000000, 1.0
  %z843 = zext i1 %c843 to i32
  %c844 = fcmp uno fp128 1.0, 0xL00000000000000007FFF800000000000
  %z844 = zext i1 %c844 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s9, i32 %z840, i32 %z841, i32 %z842, i32 %z843, i32 %z844)
  %c845 = fcmp ueq fp128 1.0, 2.0
  %z845 = zext i1 %c845 to i32
  %c846 = fcmp ueq fp128 2.0, 1.0
  %z846 = zext i1 %c846 to i32
  %c847 = fcmp ueq fp128 1.0, 1.0
  %z847 = zext i1 %c847 to i32
  %c848 = fcmp ueq fp128 0xL00000000000000007FFF800000000000, 1.0
  %z848 = zext i1 %c848 to i32
  %c849 = fcmp ueq fp128 1.0, 0xL00000000000000007FFF800000000000
  %z849 = zext i1 %c849 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s10, i32 %z845, i32 %z846, i32 %z847, i32 %z848, i32 %z849)
  %c850 = fcmp ugt fp128 1.0, 2.0
  %z850 = zext i1 %c850 to i32
  %c851 = fcmp ugt fp128 2.0, 1.0
  %z851 = zext i1 %c851 to i32
  %c852 = fcmp ugt fp128 1.0, 1.0
  %z852 = zext i1 %c852 to i32
  %c853 = fcmp ugt fp128 0xL00000000000000007FFF800000000000, 1.0
  %z853 = zext i1 %c853 to i32
  %c854 = fcmp ugt fp128 1.0, 0xL00000000000000007FFF800000000000
  %z854 = zext i1 %c854 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s11, i32 %z850, i32 %z851, i32 %z852, i32 %z853, i32 %z854)
  %c855 = fcmp uge fp128 1.0, 2.0
  %z855 = zext i1 %c855 to i32
  %c856 = fcmp uge fp128 2.0, 1.0
  %z856 = zext i1 %c856 to i32
  %c857 = fcmp uge fp128 1.0, 1.0
  %z857 = zext i1 %c857 to i32
  %c858 = fcmp uge fp128 0xL00000000000000007FFF800000000000, 1.0
  %z858 = zext i1 %c858 to i32
  %c859 = fcmp uge fp128 1.0, 0xL00000000000000007FFF800000000000
  %z859 = zext i1 %c859 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s12, i32 %z855, i32 %z856, i32 %z857, i32 %z858, i32 %z859)
  %c860 = fcmp ult fp128 1.0, 2.0
  %z860 = zext i1 %c860 to i32
  %c861 = fcmp ult fp128 2.0, 1.0
  %z861 = zext i1 %c861 to i32
  %c862 = fcmp ult fp128 1.0, 1.0
  %z862 = zext i1 %c862 to i32
  %c863 = fcmp ult fp128 0xL00000000000000007FFF800000000000, 1.0
  %z863 = zext i1 %c863 to i32
  %c864 = fcmp ult fp128 1.0, 0xL00000000000000007FFF800000000000
  %z864 = zext i1 %c864 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s13, i32 %z860, i32 %z861, i32 %z862, i32 %z863, i32 %z864)
  %c865 = fcmp ule fp128 1.0, 2.0
  %z865 = zext i1 %c865 to i32
  %c866 = fcmp ule fp128 2.0, 1.0
  %z866 = zext i1 %c866 to i32
  %c867 = fcmp ule fp128 1.0, 1.0
  %z867 = zext i1 %c867 to i32
  %c868 = fcmp ule fp128 0xL00000000000000007FFF800000000000, 1.0
  %z868 = zext i1 %c868 to i32
  %c869 = fcmp ule fp128 1.0, 0xL00000000000000007FFF800000000000
  %z869 = zext i1 %c869 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s14, i32 %z865, i32 %z866, i32 %z867, i32 %z868, i32 %z869)
  %c870 = fcmp une fp128 1.0, 2.0
  %z870 = zext i1 %c870 to i32
  %c871 = fcmp une fp128 2.0, 1.0
  %z871 = zext i1 %c871 to i32
  %c872 = fcmp une fp128 1.0, 1.0
  %z872 = zext i1 %c872 to i32
  %c873 = fcmp une fp128 0xL00000000000000007FFF800000000000, 1.0
  %z873 = zext i1 %c873 to i32
  %c874 = fcmp une fp128 1.0, 0xL00000000000000007FFF800000000000
  %z874 = zext i1 %c874 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s15, i32 %z870, i32 %z871, i32 %z872, i32 %z873, i32 %z874)
  %c875 = fcmp true fp128 1.0, 2.0
  %z875 = zext i1 %c875 to i32
  %c876 = fcmp true fp128 2.0, 1.0
  %z876 = zext i1 %c876 to i32
  %c877 = fcmp true fp128 1.0, 1.0
  %z877 = zext i1 %c877 to i32
  %c878 = fcmp true fp128 0xL00000000000000007FFF800000000000, 1.0
  %z878 = zext i1 %c878 to i32
  %c879 = fcmp true fp128 1.0, 0xL00000000000000007FFF800000000000
  %z879 = zext i1 %c879 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s26, ptr @s16, i32 %z875, i32 %z876, i32 %z877, i32 %z878, i32 %z879)
  %c880 = fcmp false <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e880 = extractelement <2 x i1> %c880, i32 0
  %z880 = zext i1 %e880 to i32
  %c881 = fcmp false <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e881 = extractelement <2 x i1> %c881, i32 0
  %z881 = zext i1 %e881 to i32
  %c882 = fcmp false <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e882 = extractelement <2 x i1> %c882, i32 0
  %z882 = zext i1 %e882 to i32
  %c883 = fcmp false <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e883 = extractelement <2 x i1> %c883, i32 0
  %z883 = zext i1 %e883 to i32
  %c884 = fcmp false <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e884 = extractelement <2 x i1> %c884, i32 0
  %z884 = zext i1 %e884 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s1, i32 %z880, i32 %z881, i32 %z882, i32 %z883, i32 %z884)
  %c885 = fcmp oeq <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e885 = extractelement <2 x i1> %c885, i32 0
  %z885 = zext i1 %e885 to i32
  %c886 = fcmp oeq <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e886 = extractelement <2 x i1> %c886, i32 0
  %z886 = zext i1 %e886 to i32
  %c887 = fcmp oeq <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e887 = extractelement <2 x i1> %c887, i32 0
  %z887 = zext i1 %e887 to i32
  %c888 = fcmp oeq <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e888 = extractelement <2 x i1> %c888, i32 0
  %z888 = zext i1 %e888 to i32
  %c889 = fcmp oeq <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e889 = extractelement <2 x i1> %c889, i32 0
  %z889 = zext i1 %e889 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s2, i32 %z885, i32 %z886, i32 %z887, i32 %z888, i32 %z889)
  %c890 = fcmp ogt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e890 = extractelement <2 x i1> %c890, i32 0
  %z890 = zext i1 %e890 to i32
  %c891 = fcmp ogt <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e891 = extractelement <2 x i1> %c891, i32 0
  %z891 = zext i1 %e891 to i32
  %c892 = fcmp ogt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e892 = extractelement <2 x i1> %c892, i32 0
  %z892 = zext i1 %e892 to i32
  %c893 = fcmp ogt <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e893 = extractelement <2 x i1> %c893, i32 0
  %z893 = zext i1 %e893 to i32
  %c894 = fcmp ogt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e894 = extractelement <2 x i1> %c894, i32 0
  %z894 = zext i1 %e894 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s3, i32 %z890, i32 %z891, i32 %z892, i32 %z893, i32 %z894)
  %c895 = fcmp oge <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e895 = extractelement <2 x i1> %c895, i32 0
  %z895 = zext i1 %e895 to i32
  %c896 = fcmp oge <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e896 = extractelement <2 x i1> %c896, i32 0
  %z896 = zext i1 %e896 to i32
  %c897 = fcmp oge <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e897 = extractelement <2 x i1> %c897, i32 0
  %z897 = zext i1 %e897 to i32
  %c898 = fcmp oge <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e898 = extractelement <2 x i1> %c898, i32 0
  %z898 = zext i1 %e898 to i32
  %c899 = fcmp oge <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e899 = extractelement <2 x i1> %c899, i32 0
  %z899 = zext i1 %e899 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s4, i32 %z895, i32 %z896, i32 %z897, i32 %z898, i32 %z899)
  %c900 = fcmp olt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e900 = extractelement <2 x i1> %c900, i32 0
  %z900 = zext i1 %e900 to i32
  %c901 = fcmp olt <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e901 = extractelement <2 x i1> %c901, i32 0
  %z901 = zext i1 %e901 to i32
  %c902 = fcmp olt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e902 = extractelement <2 x i1> %c902, i32 0
  %z902 = zext i1 %e902 to i32
  %c903 = fcmp olt <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e903 = extractelement <2 x i1> %c903, i32 0
  %z903 = zext i1 %e903 to i32
  %c904 = fcmp olt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e904 = extractelement <2 x i1> %c904, i32 0
  %z904 = zext i1 %e904 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s5, i32 %z900, i32 %z901, i32 %z902, i32 %z903, i32 %z904)
  %c905 = fcmp ole <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e905 = extractelement <2 x i1> %c905, i32 0
  %z905 = zext i1 %e905 to i32
  %c906 = fcmp ole <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e906 = extractelement <2 x i1> %c906, i32 0
  %z906 = zext i1 %e906 to i32
  %c907 = fcmp ole <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e907 = extractelement <2 x i1> %c907, i32 0
  %z907 = zext i1 %e907 to i32
  %c908 = fcmp ole <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e908 = extractelement <2 x i1> %c908, i32 0
  %z908 = zext i1 %e908 to i32
  %c909 = fcmp ole <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e909 = extractelement <2 x i1> %c909, i32 0
  %z909 = zext i1 %e909 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s6, i32 %z905, i32 %z906, i32 %z907, i32 %z908, i32 %z909)
  %c910 = fcmp one <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e910 = extractelement <2 x i1> %c910, i32 0
  %z910 = zext i1 %e910 to i32
  %c911 = fcmp one <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e911 = extractelement <2 x i1> %c911, i32 0
  %z911 = zext i1 %e911 to i32
  %c912 = fcmp one <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e912 = extractelement <2 x i1> %c912, i32 0
  %z912 = zext i1 %e912 to i32
  %c913 = fcmp one <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e913 = extractelement <2 x i1> %c913, i32 0
  %z913 = zext i1 %e913 to i32
  %c914 = fcmp one <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e914 = extractelement <2 x i1> %c914, i32 0
  %z914 = zext i1 %e914 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s7, i32 %z910, i32 %z911, i32 %z912, i32 %z913, i32 %z914)
  %c915 = fcmp ord <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e915 = extractelement <2 x i1> %c915, i32 0
  %z915 = zext i1 %e915 to i32
  %c916 = fcmp ord <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e916 = extractelement <2 x i1> %c916, i32 0
  %z916 = zext i1 %e916 to i32
  %c917 = fcmp ord <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e917 = extractelement <2 x i1> %c917, i32 0
  %z917 = zext i1 %e917 to i32
  %c918 = fcmp ord <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e918 = extractelement <2 x i1> %c918, i32 0
  %z918 = zext i1 %e918 to i32
  %c919 = fcmp ord <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e919 = extractelement <2 x i1> %c919, i32 0
  %z919 = zext i1 %e919 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s8, i32 %z915, i32 %z916, i32 %z917, i32 %z918, i32 %z919)
  %c920 = fcmp uno <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e920 = extractelement <2 x i1> %c920, i32 0
  %z920 = zext i1 %e920 to i32
  %c921 = fcmp uno <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e921 = extractelement <2 x i1> %c921, i32 0
  %z921 = zext i1 %e921 to i32
  %c922 = fcmp uno <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e922 = extractelement <2 x i1> %c922, i32 0
  %z922 = zext i1 %e922 to i32
  %c923 = fcmp uno <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e923 = extractelement <2 x i1> %c923, i32 0
  %z923 = zext i1 %e923 to i32
  %c924 = fcmp uno <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e924 = extractelement <2 x i1> %c924, i32 0
  %z924 = zext i1 %e924 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s9, i32 %z920, i32 %z921, i32 %z922, i32 %z923, i32 %z924)
  %c925 = fcmp ueq <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e925 = extractelement <2 x i1> %c925, i32 0
  %z925 = zext i1 %e925 to i32
  %c926 = fcmp ueq <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e926 = extractelement <2 x i1> %c926, i32 0
  %z926 = zext i1 %e926 to i32
  %c927 = fcmp ueq <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e927 = extractelement <2 x i1> %c927, i32 0
  %z927 = zext i1 %e927 to i32
  %c928 = fcmp ueq <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e928 = extractelement <2 x i1> %c928, i32 0
  %z928 = zext i1 %e928 to i32
  %c929 = fcmp ueq <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e929 = extractelement <2 x i1> %c929, i32 0
  %z929 = zext i1 %e929 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s10, i32 %z925, i32 %z926, i32 %z927, i32 %z928, i32 %z929)
  %c930 = fcmp ugt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e930 = extractelement <2 x i1> %c930, i32 0
  %z930 = zext i1 %e930 to i32
  %c931 = fcmp ugt <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e931 = extractelement <2 x i1> %c931, i32 0
  %z931 = zext i1 %e931 to i32
  %c932 = fcmp ugt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e932 = extractelement <2 x i1> %c932, i32 0
  %z932 = zext i1 %e932 to i32
  %c933 = fcmp ugt <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e933 = extractelement <2 x i1> %c933, i32 0
  %z933 = zext i1 %e933 to i32
  %c934 = fcmp ugt <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e934 = extractelement <2 x i1> %c934, i32 0
  %z934 = zext i1 %e934 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s11, i32 %z930, i32 %z931, i32 %z932, i32 %z933, i32 %z934)
  %c935 = fcmp uge <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e935 = extractelement <2 x i1> %c935, i32 0
  %z935 = zext i1 %e935 to i32
  %c936 = fcmp uge <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e936 = extractelement <2 x i1> %c936, i32 0
  %z936 = zext i1 %e936 to i32
  %c937 = fcmp uge <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e937 = extractelement <2 x i1> %c937, i32 0
  %z937 = zext i1 %e937 to i32
  %c938 = fcmp uge <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e938 = extractelement <2 x i1> %c938, i32 0
  %z938 = zext i1 %e938 to i32
  %c939 = fcmp uge <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e939 = extractelement <2 x i1> %c939, i32 0
  %z939 = zext i1 %e939 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s12, i32 %z935, i32 %z936, i32 %z937, i32 %z938, i32 %z939)
  %c940 = fcmp ult <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e940 = extractelement <2 x i1> %c940, i32 0
  %z940 = zext i1 %e940 to i32
  %c941 = fcmp ult <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e941 = extractelement <2 x i1> %c941, i32 0
  %z941 = zext i1 %e941 to i32
  %c942 = fcmp ult <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e942 = extractelement <2 x i1> %c942, i32 0
  %z942 = zext i1 %e942 to i32
  %c943 = fcmp ult <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e943 = extractelement <2 x i1> %c943, i32 0
  %z943 = zext i1 %e943 to i32
  %c944 = fcmp ult <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e944 = extractelement <2 x i1> %c944, i32 0
  %z944 = zext i1 %e944 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s13, i32 %z940, i32 %z941, i32 %z942, i32 %z943, i32 %z944)
  %c945 = fcmp ule <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e945 = extractelement <2 x i1> %c945, i32 0
  %z945 = zext i1 %e945 to i32
  %c946 = fcmp ule <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e946 = extractelement <2 x i1> %c946, i32 0
  %z946 = zext i1 %e946 to i32
  %c947 = fcmp ule <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e947 = extractelement <2 x i1> %c947, i32 0
  %z947 = zext i1 %e947 to i32
  %c948 = fcmp ule <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e948 = extractelement <2 x i1> %c948, i32 0
  %z948 = zext i1 %e948 to i32
  %c949 = fcmp ule <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e949 = extractelement <2 x i1> %c949, i32 0
  %z949 = zext i1 %e949 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s14, i32 %z945, i32 %z946, i32 %z947, i32 %z948, i32 %z949)
  %c950 = fcmp une <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e950 = extractelement <2 x i1> %c950, i32 0
  %z950 = zext i1 %e950 to i32
  %c951 = fcmp une <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e951 = extractelement <2 x i1> %c951, i32 0
  %z951 = zext i1 %e951 to i32
  %c952 = fcmp une <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e952 = extractelement <2 x i1> %c952, i32 0
  %z952 = zext i1 %e952 to i32
  %c953 = fcmp une <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e953 = extractelement <2 x i1> %c953, i32 0
  %z953 = zext i1 %e953 to i32
  %c954 = fcmp une <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e954 = extractelement <2 x i1> %c954, i32 0
  %z954 = zext i1 %e954 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s15, i32 %z950, i32 %z951, i32 %z952, i32 %z953, i32 %z954)
  %c955 = fcmp true <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 2.0, fp128 0.0>
  %e955 = extractelement <2 x i1> %c955, i32 0
  %z955 = zext i1 %e955 to i32
  %c956 = fcmp true <2 x fp128> <fp128 2.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e956 = extractelement <2 x i1> %c956, i32 0
  %z956 = zext i1 %e956 to i32
  %c957 = fcmp true <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e957 = extractelement <2 x i1> %c957, i32 0
  %z957 = zext i1 %e957 to i32
  %c958 = fcmp true <2 x fp128> <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>, <fp128 1.0, fp128 0.0>
  %e958 = extractelement <2 x i1> %c958, i32 0
  %z958 = zext i1 %e958 to i32
  %c959 = fcmp true <2 x fp128> <fp128 1.0, fp128 0.0>, <fp128 0xL00000000000000007FFF800000000000, fp128 0.0>
  %e959 = extractelement <2 x i1> %c959, i32 0
  %z959 = zext i1 %e959 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @s27, ptr @s16, i32 %z955, i32 %z956, i32 %z957, i32 %z958, i32 %z959)
  ret i32 0
}
