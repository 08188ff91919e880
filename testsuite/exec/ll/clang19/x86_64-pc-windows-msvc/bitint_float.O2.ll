; ModuleID = 'bitint_float.c'
source_filename = "bitint_float.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0O@HKGPDIHI@u200?5max?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0O@MENFMLIO@u512?5max?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0BD@NOAONGEL@2?$FO400?$CL2?$FO347?$CL1?3?5?$CFa?6?$AA@" = comdat any

$"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@" = comdat any

$"??_C@_08JNJLEJIF@?5negated?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_0M@GCILOAOF@?$CIu200?$CJ?$CFa?5?$DN?5?$AA@" = comdat any

$"??_C@_0M@NFAJOIKC@?$CIu512?$CJ?$CFa?5?$DN?5?$AA@" = comdat any

$"??_C@_02MDDDDAID@0x?$AA@" = comdat any

$"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = comdat any

@"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"%2d: %a\0A\00", comdat, align 1
@"??_C@_0O@HKGPDIHI@u200?5max?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"u200 max: %a\0A\00", comdat, align 1
@"??_C@_0O@MENFMLIO@u512?5max?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"u512 max: %a\0A\00", comdat, align 1
@"??_C@_0BD@NOAONGEL@2?$FO400?$CL2?$FO347?$CL1?3?5?$CFa?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"2^400+2^347+1: %a\0A\00", comdat, align 1
@__const.main.ds = private unnamed_addr constant [7 x double] [double -3.000000e+00, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 0x4C623456789ABCDE, double 0x4C63E9E4E4C2F344, double -1.000000e+70, double 0x3FEFF7CED916872B], align 16
@"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"(i256)%a = \00", comdat, align 1
@"??_C@_08JNJLEJIF@?5negated?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c" negated\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_0M@GCILOAOF@?$CIu200?$CJ?$CFa?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"(u200)%a = \00", comdat, align 1
@"??_C@_0M@NFAJOIKC@?$CIu512?$CJ?$CFa?5?$DN?5?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"(u512)%a = \00", comdat, align 1
@sink = internal global i32 0, align 4
@"??_C@_02MDDDDAID@0x?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"0x\00", comdat, align 1
@"??_C@_07LFLEPJNJ@?$CF016llx?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"%016llx\00", comdat, align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 0, double noundef 0x4630000000000000)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 1, double noundef 0x4630000000000002)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 2, double noundef 0x4630000000000001)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 3, double noundef 0x4630000000000000)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 4, double noundef 0x4C70000000000000)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 5, double noundef 0x4C70000000000001)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 6, double noundef 0xC950000000000001)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 7, double noundef 0x4E30000000000000)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 8, double noundef 0xCFD0000000000000)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 9, double noundef 0x4FE0000000000000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_08CJLHANBF@?$CF2d?3?5?$CFa?6?$AA@", i32 noundef 10, double noundef 0xCFE0000000000000)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@HKGPDIHI@u200?5max?3?5?$CFa?6?$AA@", double noundef 0x4C70000000000000)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@MENFMLIO@u512?5max?3?5?$CFa?6?$AA@", double noundef 0x5FF0000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@NOAONGEL@2?$FO400?$CL2?$FO347?$CL1?3?5?$CFa?6?$AA@", double noundef 0x58F0000000000001)
  br label %42

15:                                               ; preds = %42
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GCILOAOF@?$CIu200?$CJ?$CFa?5?$DN?5?$AA@", double noundef 0x4C6FFFFFFFFFFFFF)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 255)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -524288)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %22 = tail call i32 @putchar(i32 10)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@NFAJOIKC@?$CIu512?$CJ?$CFa?5?$DN?5?$AA@", double noundef 0x5FE0000000000000)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -9223372036854775808)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %33 = tail call i32 @putchar(i32 10)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@", double noundef 0x47EFFFFFE0000000)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef -1099511627776)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef 0)
  %40 = tail call i32 @putchar(i32 10)
  store volatile i32 7, ptr @sink, align 4
  %41 = load volatile i32, ptr @sink, align 4
  ret i32 %41

42:                                               ; preds = %0, %42
  %43 = phi i64 [ 0, %0 ], [ %67, %42 ]
  %44 = getelementptr inbounds [7 x double], ptr @__const.main.ds, i64 0, i64 %43
  %45 = load double, ptr %44, align 8
  %46 = fptosi double %45 to i256
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@EKJPPKCB@?$CIi256?$CJ?$CFa?5?$DN?5?$AA@", double noundef %45)
  %48 = icmp slt i256 %46, 0
  %49 = zext i256 %46 to i512
  %50 = sub nsw i512 0, %49
  %51 = zext nneg i256 %46 to i512
  %52 = select i1 %48, i512 %50, i512 %51
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_02MDDDDAID@0x?$AA@")
  %54 = lshr i512 %52, 192
  %55 = trunc i512 %54 to i64
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef %55)
  %57 = lshr i512 %52, 128
  %58 = trunc i512 %57 to i64
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef %58)
  %60 = lshr i512 %52, 64
  %61 = trunc i512 %60 to i64
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef %61)
  %63 = trunc i512 %52 to i64
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_07LFLEPJNJ@?$CF016llx?$AA@", i64 noundef %63)
  %65 = select i1 %48, ptr @"??_C@_08JNJLEJIF@?5negated?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@"
  %66 = tail call i32 @puts(ptr nonnull dereferenceable(1) %65)
  %67 = add nuw nsw i64 %43, 1
  %68 = icmp eq i64 %67, 7
  br i1 %68, label %15, label %42, !llvm.loop !5
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
