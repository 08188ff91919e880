; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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

$"??_C@_0P@LFPOHLB@__int128?3?5yes?6?$AA@" = comdat any

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
@"??_C@_0P@LFPOHLB@__int128?3?5yes?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"__int128: yes\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone uwtable
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
  store i32 0, ptr %1, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@", i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 2)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@", i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 8)
  store i8 -56, ptr %2, align 1
  %19 = load i8, ptr %2, align 1
  %20 = sext i8 %19 to i32
  %21 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@", ptr noundef @"??_C@_06CPIODIKA@signed?$AA@", i32 noundef %20)
  store i32 -1, ptr %3, align 4
  %22 = load i32, ptr %3, align 4
  %23 = lshr i32 %22, 1
  %24 = load i32, ptr %3, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@", i32 noundef %24, i32 noundef %23)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@", i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 6, i32 noundef 2)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@", i32 noundef 4, i32 noundef 8, i32 noundef 8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 @__const.main.bf, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %4, i64 4, i1 false)
  %28 = load i32, ptr %5, align 4
  %29 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@", i32 noundef %28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.u, i64 4, i1 false)
  %30 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 0
  %31 = load i8, ptr %30, align 4
  %32 = zext i8 %31 to i32
  %33 = icmp eq i32 %32, 4
  %34 = zext i1 %33 to i64
  %35 = select i1 %33, ptr @"??_C@_06LADGIEOA@little?$AA@", ptr @"??_C@_03CCCOBCKE@big?$AA@"
  %36 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 3
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 2
  %40 = load i8, ptr %39, align 2
  %41 = zext i8 %40 to i32
  %42 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 1
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = getelementptr inbounds [4 x i8], ptr %6, i64 0, i64 0
  %46 = load i8, ptr %45, align 4
  %47 = zext i8 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@", i32 noundef %47, i32 noundef %44, i32 noundef %41, i32 noundef %38, ptr noundef %35)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const.main.w, i64 8, i1 false)
  %49 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 3
  %50 = load i16, ptr %49, align 2
  %51 = zext i16 %50 to i32
  %52 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 2
  %53 = load i16, ptr %52, align 4
  %54 = zext i16 %53 to i32
  %55 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 1
  %56 = load i16, ptr %55, align 2
  %57 = zext i16 %56 to i32
  %58 = getelementptr inbounds [4 x i16], ptr %7, i64 0, i64 0
  %59 = load i16, ptr %58, align 8
  %60 = zext i16 %59 to i32
  %61 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 1
  %62 = load i32, ptr %61, align 4
  %63 = getelementptr inbounds [2 x i32], ptr %7, i64 0, i64 0
  %64 = load i32, ptr %63, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@", i32 noundef %64, i32 noundef %62, i32 noundef %60, i32 noundef %57, i32 noundef %54, i32 noundef %51)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.bytes, i64 8, i1 false)
  %66 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 1 %66, i64 2, i1 false)
  %67 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  %68 = getelementptr inbounds i8, ptr %67, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 1 %68, i64 4, i1 false)
  %69 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 1 %69, i64 8, i1 false)
  %70 = load i64, ptr %11, align 8
  %71 = load i32, ptr %10, align 4
  %72 = load i16, ptr %9, align 2
  %73 = zext i16 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@", i32 noundef %73, i32 noundef %71, i64 noundef %70)
  store double 1.000000e+00, ptr %12, align 8
  %75 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %75, ptr align 8 %12, i64 8, i1 false)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@")
  store i32 0, ptr %14, align 4
  br label %77

77:                                               ; preds = %87, %0
  %78 = load i32, ptr %14, align 4
  %79 = icmp slt i32 %78, 8
  br i1 %79, label %80, label %90

80:                                               ; preds = %77
  %81 = load i32, ptr %14, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 %82
  %84 = load i8, ptr %83, align 1
  %85 = zext i8 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef %85)
  br label %87

87:                                               ; preds = %80
  %88 = load i32, ptr %14, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %14, align 4
  br label %77, !llvm.loop !5

90:                                               ; preds = %77
  %91 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_01EEMJAFIK@?6?$AA@")
  %92 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@", i32 noundef 53, i32 noundef 1024)
  store double 0x3FD5555555555555, ptr %15, align 8
  store volatile double 1.000000e-17, ptr %16, align 8
  %93 = load double, ptr %15, align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@", double noundef %93)
  %95 = load double, ptr %15, align 8
  %96 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@", double noundef %95)
  %97 = load volatile double, ptr %16, align 8
  %98 = fadd double 1.000000e+00, %97
  %99 = fcmp ogt double %98, 1.000000e+00
  %100 = zext i1 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@", i32 noundef %100)
  %102 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0P@LFPOHLB@__int128?3?5yes?6?$AA@")
  ret i32 51
}

declare dso_local i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
