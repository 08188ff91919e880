; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_R0PEAH@8" = comdat any

$"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = comdat any

$"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = comdat any

$"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = comdat any

$"_CT??_R0PEAD@88" = comdat any

$_CTA2PEAD = comdat any

$_TIC2PEAD = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAH\00" }, comdat
@"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", comdat, align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", comdat, align 1
@"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", comdat, align 1
@"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", comdat, align 1
@other = internal global i32 7, align 4
@"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", comdat, align 1
@"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"null: %d\0A\00", comdat, align 1
@value = internal global i32 42, align 4
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAH@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAX@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAH to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"a string literal\00", comdat, align 1
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0PEAD@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA2PEAD to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@text = internal constant [17 x i8] c"an array of char\00", align 16
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store ptr @value, ptr %5, align 8
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI2PEAH) #4
          to label %12 unwind label %13

12:                                               ; preds = %0
  unreachable

13:                                               ; preds = %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"??_R0PEAH@8", i32 8, ptr %6]
  %17 = load ptr, ptr %6, align 8
  %18 = load ptr, ptr %17, align 8
  %19 = load i32, ptr %18, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@", i32 noundef %19) [ "funclet"(token %16) ]
  catchret from %16 to label %21

21:                                               ; preds = %15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store ptr @"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@", ptr %4, align 8
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TIC2PEAD) #4
          to label %22 unwind label %23

22:                                               ; preds = %21
  unreachable

23:                                               ; preds = %21
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [ptr @"??_R0PEAD@8", i32 9, ptr %7]
  %27 = load ptr, ptr %7, align 8
  %28 = load ptr, ptr %27, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@", ptr noundef %28) [ "funclet"(token %26) ]
  catchret from %26 to label %30

30:                                               ; preds = %25
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store ptr @text, ptr %3, align 8
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TIC2PEAD) #4
          to label %31 unwind label %32

31:                                               ; preds = %30
  unreachable

32:                                               ; preds = %30
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [ptr @"??_R0PEAD@8", i32 9, ptr %8]
  %36 = load ptr, ptr %8, align 8
  %37 = load ptr, ptr %36, align 8
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@", ptr noundef %37) [ "funclet"(token %35) ]
  catchret from %35 to label %39

39:                                               ; preds = %34
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store ptr @value, ptr %2, align 8
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI2PEAH) #4
          to label %40 unwind label %41

40:                                               ; preds = %39
  unreachable

41:                                               ; preds = %39
  %42 = catchswitch within none [label %43] unwind label %50

43:                                               ; preds = %41
  %44 = catchpad within %42 [ptr @"??_R0PEAH@8", i32 8, ptr %9]
  %45 = load ptr, ptr %9, align 8
  %46 = load ptr, ptr %45, align 8
  %47 = load i32, ptr %46, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@", i32 noundef %47) [ "funclet"(token %44) ]
  %49 = load ptr, ptr %9, align 8
  store ptr @other, ptr %49, align 8
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %44) ]
          to label %71 unwind label %50

50:                                               ; preds = %43, %41
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [ptr @"??_R0PEAH@8", i32 8, ptr %10]
  %54 = load ptr, ptr %10, align 8
  %55 = load ptr, ptr %54, align 8
  %56 = load i32, ptr %55, align 4
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@", i32 noundef %56) [ "funclet"(token %53) ]
  catchret from %53 to label %58

58:                                               ; preds = %52
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store ptr null, ptr %1, align 8
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @_TI2PEAH) #4
          to label %59 unwind label %60

59:                                               ; preds = %58
  unreachable

60:                                               ; preds = %58
  %61 = catchswitch within none [label %62] unwind to caller

62:                                               ; preds = %60
  %63 = catchpad within %61 [ptr @"??_R0PEAH@8", i32 8, ptr %11]
  %64 = load ptr, ptr %11, align 8
  %65 = load ptr, ptr %64, align 8
  %66 = icmp eq ptr %65, null
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@", i32 noundef %67) [ "funclet"(token %63) ]
  catchret from %63 to label %69

69:                                               ; preds = %62
  %70 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret i32 0

71:                                               ; preds = %43
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
