; ModuleID = 'target_facts.c'
source_filename = "target_facts.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@" = comdat any

$"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@" = comdat any

$"??_C@_06CPIODIKA@signed?$AA@" = comdat any

$"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@" = comdat any

$"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@" = comdat any

$"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@" = comdat any

$"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@" = comdat any

$"??_C@_06LADGIEOA@little?$AA@" = comdat any

$"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@" = comdat any

$"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@" = comdat any

$"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@" = comdat any

$"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@" = comdat any

$"??_C@_05HAJCMBLP@?5?$CF02x?$AA@" = comdat any

$"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@" = comdat any

$"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@" = comdat any

$"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@" = comdat any

$"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@" = comdat any

@"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@" = linkonce_odr dso_local unnamed_addr constant [97 x i8] c"sizes: short %u int %u long %u llong %u ptr %u size_t %u float %u double %u ldouble %u wchar %u\0A\00", comdat, align 1
@"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@" = linkonce_odr dso_local unnamed_addr constant [45 x i8] c"align: llong %u double %u ldouble %u ptr %u\0A\00", comdat, align 1
@"??_C@_06CPIODIKA@signed?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"signed\00", comdat, align 1
@"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"char: %s, (int)(char)200 = %d\0A\00", comdat, align 1
@"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"long: max %lu, signed max %ld\0A\00", comdat, align 1
@"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@" = linkonce_odr dso_local unnamed_addr constant [57 x i8] c"structs: CL %u/%u CD %u/%u CLD %u/%u CP %u/%u SC3 %u/%u\0A\00", comdat, align 1
@"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@" = linkonce_odr dso_local unnamed_addr constant [42 x i8] c"bitfield sizes: BF %u BFmix %u BFspan %u\0A\00", comdat, align 1
@"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"bitfield raw: %08x\0A\00", comdat, align 1
@"??_C@_06LADGIEOA@little?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"little\00", comdat, align 1
@"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@" = linkonce_odr dso_local unnamed_addr constant [47 x i8] c"union bytes: %02x %02x %02x %02x -> %s-endian\0A\00", comdat, align 1
@"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@" = linkonce_odr dso_local unnamed_addr constant [53 x i8] c"u64 halves: %08x %08x quarters: %04x %04x %04x %04x\0A\00", comdat, align 1
@"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"memcpy into ints: %04x %08x %016llx\0A\00", comdat, align 1
@"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"double 1.0 bytes:\00", comdat, align 1
@"??_C@_05HAJCMBLP@?5?$CF02x?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c" %02x\00", comdat, align 1
@"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"long double: mant %d, max_exp %d\0A\00", comdat, align 1
@"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"1/3 = %.25Lf\0A\00", comdat, align 1
@"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"1/3 = %La\0A\00", comdat, align 1
@"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"1 + 1e-17 > 1: %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [14 x i8] c"__int128: yes\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0GB@GHBBFPNJ@sizes?3?5short?5?$CFu?5int?5?$CFu?5long?5?$CFu?5l@", i32 noundef 2, i32 noundef 4, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 4, i32 noundef 8, i32 noundef 8, i32 noundef 2)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CN@GPLAHAPN@align?3?5llong?5?$CFu?5double?5?$CFu?5ldoubl@", i32 noundef 8, i32 noundef 8, i32 noundef 8, i32 noundef 8)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@PJKNFNA@char?3?5?$CFs?0?5?$CIint?$CJ?$CIchar?$CJ200?5?$DN?5?$CFd?6?$AA@", ptr noundef nonnull @"??_C@_06CPIODIKA@signed?$AA@", i32 noundef -56)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@BBHDEMMI@long?3?5max?5?$CFlu?0?5signed?5max?5?$CFld?6?$AA@", i32 noundef -1, i32 noundef 2147483647)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DJ@LNBONBCG@structs?3?5CL?5?$CFu?1?$CFu?5CD?5?$CFu?1?$CFu?5CLD?5?$CF@", i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 16, i32 noundef 8, i32 noundef 6, i32 noundef 2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CK@ONPAIAEE@bitfield?5sizes?3?5BF?5?$CFu?5BFmix?5?$CFu?5B@", i32 noundef 4, i32 noundef 8, i32 noundef 8)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@OHCFDKCJ@bitfield?5raw?3?5?$CF08x?6?$AA@", i32 noundef 305440141)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CP@PGADMCMG@union?5bytes?3?5?$CF02x?5?$CF02x?5?$CF02x?5?$CF02x@", i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1, ptr noundef nonnull @"??_C@_06LADGIEOA@little?$AA@")
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DF@INEIBCBL@u64?5halves?3?5?$CF08x?5?$CF08x?5quarters?3?5@", i32 noundef 84281096, i32 noundef 16909060, i32 noundef 1800, i32 noundef 1286, i32 noundef 772, i32 noundef 258)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CF@JIJACLFG@memcpy?5into?5ints?3?5?$CF04x?5?$CF08x?5?$CF016@", i32 noundef 513, i32 noundef 84148994, i64 noundef 578437695752307201)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@PCFDAED@double?51?40?5bytes?3?$AA@")
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 0)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 0)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 0)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 0)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 0)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 0)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 240)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_05HAJCMBLP@?5?$CF02x?$AA@", i32 noundef 63)
  %21 = tail call i32 @putchar(i32 10)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@OCMANNPK@long?5double?3?5mant?5?$CFd?0?5max_exp?5?$CFd@", i32 noundef 53, i32 noundef 1024)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e-17, ptr %1, align 8
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@BPFEFKAM@1?13?5?$DN?5?$CF?425Lf?6?$AA@", double noundef 0x3FD5555555555555)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@IIABNDBL@1?13?5?$DN?5?$CFLa?6?$AA@", double noundef 0x3FD5555555555555)
  %25 = load volatile double, ptr %1, align 8
  %26 = fadd double %25, 1.000000e+00
  %27 = fcmp ogt double %26, 1.000000e+00
  %28 = zext i1 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@JBPIBOM@1?5?$CL?51e?917?5?$DO?51?3?5?$CFd?6?$AA@", i32 noundef %28)
  %30 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 51
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
