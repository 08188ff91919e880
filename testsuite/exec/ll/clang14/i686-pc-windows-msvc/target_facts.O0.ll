; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%union.U32 = type { i32 }
%union.U64 = type { i64 }
%struct.BF = type { i32 }

$"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@" = comdat any

$"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@" = comdat any

$"??_C@_06CPIODIKA@signed?$AA@" = comdat any

$"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@" = comdat any

$"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@" = comdat any

$"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@" = comdat any

$"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@" = comdat any

$"??_C@_06LADGIEOA@little?$AA@" = comdat any

$"??_C@_03CCCOBCKE@big?$AA@" = comdat any

$"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@" = comdat any

$"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@" = comdat any

$"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@" = comdat any

$"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@" = comdat any

$"??_C@_05HAJCMBLP@?5?$CF02x?$AA@" = comdat any

$"??_C@_01EEMJAFIK@?6?$AA@" = comdat any

$"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@" = comdat any

$"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@" = comdat any

$"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@" = comdat any

$"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@FKEJFBJO@__int128?3?5no?6?$AA@" = comdat any

@"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@" = linkonce_odr dso_local unnamed_addr constant [97 x i8] c"sizes: short %u int %u long %u llong %u ptr %u size_t %u float %u double %u ldouble %u wchar %u\0A\00", comdat, align 1
@"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"align: llong %u double %u ldouble %u ptr %u\0A\00", comdat, align 1
@"??_C@_06CPIODIKA@signed?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"signed\00", comdat, align 1
@"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"char: %s, (int)(char)200 = %d\0A\00", comdat, align 1
@"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"long: max %lu, signed max %ld\0A\00", comdat, align 1
@"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [57 x i8] c"structs: CL %u/%u CD %u/%u CLD %u/%u CP %u/%u SC3 %u/%u\0A\00", comdat, align 1
@"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"bitfield sizes: BF %u BFmix %u BFspan %u\0A\00", comdat, align 1
@__const.main.bf = private unnamed_addr constant { i8, i8, i8, i8 } { i8 -115, i8 -91, i8 52, i8 18 }, align 4
@"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"bitfield raw: %08x\0A\00", comdat, align 1
@__const.main.u = private unnamed_addr constant %union.U32 { i32 16909060 }, align 4
@"??_C@_06LADGIEOA@little?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"little\00", comdat, align 1
@"??_C@_03CCCOBCKE@big?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"big\00", comdat, align 1
@"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@" = linkonce_odr dso_local unnamed_addr constant [47 x i8] c"union bytes: %02x %02x %02x %02x -> %s-endian\0A\00", comdat, align 1
@__const.main.w = private unnamed_addr constant %union.U64 { i64 72623859790382856 }, align 8
@"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@" = linkonce_odr dso_local unnamed_addr constant [53 x i8] c"u64 halves: %08x %08x quarters: %04x %04x %04x %04x\0A\00", comdat, align 1
@__const.main.bytes = private unnamed_addr constant [8 x i8] c"\01\02\03\04\05\06\07\08", align 1
@"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"memcpy into ints: %04x %08x %016llx\0A\00", comdat, align 1
@"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"double 1.0 bytes:\00", comdat, align 1
@"??_C@_05HAJCMBLP@?5?$CF02x?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c" %02x\00", comdat, align 1
@"??_C@_01EEMJAFIK@?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [2 x i8] c"\0A\00", comdat, align 1
@"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"long double: mant %d, max_exp %d\0A\00", comdat, align 1
@"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"1/3 = %.25Lf\0A\00", comdat, align 1
@"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"1/3 = %La\0A\00", comdat, align 1
@"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"1 + 1e-17 > 1: %d\0A\00", comdat, align 1
@"??_C@_0O@FKEJFBJO@__int128?3?5no?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"__int128: no\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  %4 = alloca %struct.BF, align 4
  %5 = alloca i32, align 4
  %6 = alloca %union.U32, align 4
  %7 = alloca %union.U64, align 8
  %8 = alloca [8 x i8], align 1
  %9 = alloca i16, align 2
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca [8 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  store i32 0, i32* %1, align 4
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([97 x i8], [97 x i8]* @"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@", i32 0, i32 0), i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 4, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 2)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([45 x i8], [45 x i8]* @"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@", i32 0, i32 0), i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4)
  store i8 -56, i8* %2, align 1
  %19 = load i8, i8* %2, align 1
  %20 = sext i8 %19 to i32
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@", i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06CPIODIKA@signed?$AA@", i32 0, i32 0), i32 noundef %20)
  store i32 -1, i32* %3, align 4
  %22 = load i32, i32* %3, align 4
  %23 = lshr i32 %22, 1
  %24 = load i32, i32* %3, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@", i32 0, i32 0), i32 noundef %24, i32 noundef %23)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@", i32 0, i32 0), i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 6, i32 noundef 2)
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@", i32 0, i32 0), i32 noundef 4, i32 noundef 8, i32 noundef 8)
  %28 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %28, i8* align 4 getelementptr inbounds ({ i8, i8, i8, i8 }, { i8, i8, i8, i8 }* @__const.main.bf, i32 0, i32 0), i32 4, i1 false)
  %29 = bitcast i32* %5 to i8*
  %30 = bitcast %struct.BF* %4 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %29, i8* align 4 %30, i32 4, i1 false)
  %31 = load i32, i32* %5, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@", i32 0, i32 0), i32 noundef %31)
  %33 = bitcast %union.U32* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %33, i8* align 4 bitcast (%union.U32* @__const.main.u to i8*), i32 4, i1 false)
  %34 = bitcast %union.U32* %6 to [4 x i8]*
  %35 = getelementptr inbounds [4 x i8], [4 x i8]* %34, i32 0, i32 0
  %36 = load i8, i8* %35, align 4
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %37, 4
  %39 = zext i1 %38 to i64
  %40 = select i1 %38, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06LADGIEOA@little?$AA@", i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03CCCOBCKE@big?$AA@", i32 0, i32 0)
  %41 = bitcast %union.U32* %6 to [4 x i8]*
  %42 = getelementptr inbounds [4 x i8], [4 x i8]* %41, i32 0, i32 3
  %43 = load i8, i8* %42, align 1
  %44 = zext i8 %43 to i32
  %45 = bitcast %union.U32* %6 to [4 x i8]*
  %46 = getelementptr inbounds [4 x i8], [4 x i8]* %45, i32 0, i32 2
  %47 = load i8, i8* %46, align 2
  %48 = zext i8 %47 to i32
  %49 = bitcast %union.U32* %6 to [4 x i8]*
  %50 = getelementptr inbounds [4 x i8], [4 x i8]* %49, i32 0, i32 1
  %51 = load i8, i8* %50, align 1
  %52 = zext i8 %51 to i32
  %53 = bitcast %union.U32* %6 to [4 x i8]*
  %54 = getelementptr inbounds [4 x i8], [4 x i8]* %53, i32 0, i32 0
  %55 = load i8, i8* %54, align 4
  %56 = zext i8 %55 to i32
  %57 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@", i32 0, i32 0), i32 noundef %56, i32 noundef %52, i32 noundef %48, i32 noundef %44, i8* noundef %40)
  %58 = bitcast %union.U64* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %58, i8* align 8 bitcast (%union.U64* @__const.main.w to i8*), i32 8, i1 false)
  %59 = bitcast %union.U64* %7 to [4 x i16]*
  %60 = getelementptr inbounds [4 x i16], [4 x i16]* %59, i32 0, i32 3
  %61 = load i16, i16* %60, align 2
  %62 = zext i16 %61 to i32
  %63 = bitcast %union.U64* %7 to [4 x i16]*
  %64 = getelementptr inbounds [4 x i16], [4 x i16]* %63, i32 0, i32 2
  %65 = load i16, i16* %64, align 4
  %66 = zext i16 %65 to i32
  %67 = bitcast %union.U64* %7 to [4 x i16]*
  %68 = getelementptr inbounds [4 x i16], [4 x i16]* %67, i32 0, i32 1
  %69 = load i16, i16* %68, align 2
  %70 = zext i16 %69 to i32
  %71 = bitcast %union.U64* %7 to [4 x i16]*
  %72 = getelementptr inbounds [4 x i16], [4 x i16]* %71, i32 0, i32 0
  %73 = load i16, i16* %72, align 8
  %74 = zext i16 %73 to i32
  %75 = bitcast %union.U64* %7 to [2 x i32]*
  %76 = getelementptr inbounds [2 x i32], [2 x i32]* %75, i32 0, i32 1
  %77 = load i32, i32* %76, align 4
  %78 = bitcast %union.U64* %7 to [2 x i32]*
  %79 = getelementptr inbounds [2 x i32], [2 x i32]* %78, i32 0, i32 0
  %80 = load i32, i32* %79, align 8
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@", i32 0, i32 0), i32 noundef %80, i32 noundef %77, i32 noundef %74, i32 noundef %70, i32 noundef %66, i32 noundef %62)
  %82 = bitcast [8 x i8]* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %82, i8* align 1 getelementptr inbounds ([8 x i8], [8 x i8]* @__const.main.bytes, i32 0, i32 0), i32 8, i1 false)
  %83 = bitcast i16* %9 to i8*
  %84 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %83, i8* align 1 %84, i32 2, i1 false)
  %85 = bitcast i32* %10 to i8*
  %86 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  %87 = getelementptr inbounds i8, i8* %86, i32 1
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %85, i8* align 1 %87, i32 4, i1 false)
  %88 = bitcast i64* %11 to i8*
  %89 = getelementptr inbounds [8 x i8], [8 x i8]* %8, i32 0, i32 0
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 8 %88, i8* align 1 %89, i32 8, i1 false)
  %90 = load i64, i64* %11, align 8
  %91 = load i32, i32* %10, align 4
  %92 = load i16, i16* %9, align 2
  %93 = zext i16 %92 to i32
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@", i32 0, i32 0), i32 noundef %93, i32 noundef %91, i64 noundef %90)
  store double 1.000000e+00, double* %12, align 8
  %95 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i32 0, i32 0
  %96 = bitcast double* %12 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 1 %95, i8* align 8 %96, i32 8, i1 false)
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@", i32 0, i32 0))
  store i32 0, i32* %14, align 4
  br label %98

98:                                               ; preds = %107, %0
  %99 = load i32, i32* %14, align 4
  %100 = icmp slt i32 %99, 8
  br i1 %100, label %101, label %110

101:                                              ; preds = %98
  %102 = load i32, i32* %14, align 4
  %103 = getelementptr inbounds [8 x i8], [8 x i8]* %13, i32 0, i32 %102
  %104 = load i8, i8* %103, align 1
  %105 = zext i8 %104 to i32
  %106 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 0, i32 0), i32 noundef %105)
  br label %107

107:                                              ; preds = %101
  %108 = load i32, i32* %14, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, i32* %14, align 4
  br label %98, !llvm.loop !4

110:                                              ; preds = %98
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @"??_C@_01EEMJAFIK@?6?$AA@", i32 0, i32 0))
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@", i32 0, i32 0), i32 noundef 53, i32 noundef 1024)
  store double 0x3FD5555555555555, double* %15, align 8
  store volatile double 1.000000e-17, double* %16, align 8
  %113 = load double, double* %15, align 8
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@", i32 0, i32 0), double noundef %113)
  %115 = load double, double* %15, align 8
  %116 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@", i32 0, i32 0), double noundef %115)
  %117 = load volatile double, double* %16, align 8
  %118 = fadd double 1.000000e+00, %117
  %119 = fcmp ogt double %118, 1.000000e+00
  %120 = zext i1 %119 to i32
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %120)
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@FKEJFBJO@__int128?3?5no?6?$AA@", i32 0, i32 0))
  ret i32 51
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
