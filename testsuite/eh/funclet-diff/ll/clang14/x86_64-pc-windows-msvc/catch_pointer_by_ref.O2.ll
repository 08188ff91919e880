; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
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

@"??_7type_info@@6B@" = external constant i8*
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAH\00" }, comdat
@"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", comdat, align 1
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", comdat, align 1
@"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@" = linkonce_odr dso_local unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", comdat, align 1
@"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", comdat, align 1
@other = internal global i32 7, align 4
@"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", comdat, align 1
@"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"null: %d\0A\00", comdat, align 1
@value = internal global i32 42, align 4
@__ImageBase = external dso_local constant i8
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAH@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAH to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"a string literal\00", comdat, align 1
@"_CT??_R0PEAD@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAD@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAD = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAD@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TIC2PEAD = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 1, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAD to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@text = internal constant [17 x i8] c"an array of char\00", align 16
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32*, align 8
  %2 = alloca i32*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32**, align 8
  %7 = alloca i8**, align 8
  %8 = alloca i8**, align 8
  %9 = alloca i32**, align 8
  %10 = alloca i32**, align 8
  %11 = alloca i32**, align 8
  %12 = bitcast i32** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12)
  store i32* @value, i32** %5, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @_TI2PEAH) #4
          to label %13 unwind label %14

13:                                               ; preds = %0
  unreachable

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 8, i32*** %6]
  %18 = load i32**, i32*** %6, align 8, !tbaa !4
  %19 = load i32*, i32** %18, align 8, !tbaa !4
  %20 = load i32, i32* %19, align 4, !tbaa !8
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@GBKGMJAE@int?5?$CKconst?5?$CG?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %20) [ "funclet"(token %17) ]
  catchret from %17 to label %22

22:                                               ; preds = %16
  %23 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23)
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@PENFDMLI@a?5string?5literal?$AA@", i64 0, i64 0), i8** %4, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %23, %eh.ThrowInfo* nonnull @_TIC2PEAD) #4
          to label %24 unwind label %25

24:                                               ; preds = %22
  unreachable

25:                                               ; preds = %22
  %26 = catchswitch within none [label %27] unwind to caller

27:                                               ; preds = %25
  %28 = catchpad within %26 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 9, i8*** %7]
  %29 = load i8**, i8*** %7, align 8, !tbaa !4
  %30 = load i8*, i8** %29, align 8, !tbaa !4
  %31 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@FJLLHNIC@const?5char?5?$CKconst?5?$CG?3?5?$CFs?6?$AA@", i64 0, i64 0), i8* noundef %30) [ "funclet"(token %28) ]
  catchret from %28 to label %32

32:                                               ; preds = %27
  %33 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33)
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @text, i64 0, i64 0), i8** %3, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %33, %eh.ThrowInfo* nonnull @_TIC2PEAD) #4
          to label %34 unwind label %35

34:                                               ; preds = %32
  unreachable

35:                                               ; preds = %32
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [%rtti.TypeDescriptor5* @"??_R0PEAD@8", i32 9, i8*** %8]
  %39 = load i8**, i8*** %8, align 8, !tbaa !4
  %40 = load i8*, i8** %39, align 8, !tbaa !4
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @"??_C@_0CH@DPBJJCFI@const?5char?5?$CKconst?5?$CG?5from?5an?5arra@", i64 0, i64 0), i8* noundef %40) [ "funclet"(token %38) ]
  catchret from %38 to label %42

42:                                               ; preds = %37
  %43 = bitcast i32** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %43)
  store i32* @value, i32** %2, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %43, %eh.ThrowInfo* nonnull @_TI2PEAH) #4
          to label %44 unwind label %45

44:                                               ; preds = %42
  unreachable

45:                                               ; preds = %42
  %46 = catchswitch within none [label %47] unwind label %54

47:                                               ; preds = %45
  %48 = catchpad within %46 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 8, i32*** %9]
  %49 = load i32**, i32*** %9, align 8, !tbaa !4
  %50 = load i32*, i32** %49, align 8, !tbaa !4
  %51 = load i32, i32* %50, align 4, !tbaa !8
  %52 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MMAGNIPL@int?5?$CK?$CG?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %51) [ "funclet"(token %48) ]
  %53 = load i32**, i32*** %9, align 8, !tbaa !4
  store i32* @other, i32** %53, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #4 [ "funclet"(token %48) ]
          to label %76 unwind label %54

54:                                               ; preds = %47, %45
  %55 = catchswitch within none [label %56] unwind to caller

56:                                               ; preds = %54
  %57 = catchpad within %55 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 8, i32*** %10]
  %58 = load i32**, i32*** %10, align 8, !tbaa !4
  %59 = load i32*, i32** %58, align 8, !tbaa !4
  %60 = load i32, i32* %59, align 4, !tbaa !8
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @"??_C@_0BP@JBNAGFFP@rethrown?5after?5the?5change?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %60) [ "funclet"(token %57) ]
  catchret from %57 to label %62

62:                                               ; preds = %56
  %63 = bitcast i32** %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63)
  store i32* null, i32** %1, align 8, !tbaa !4
  invoke void @_CxxThrowException(i8* nonnull %63, %eh.ThrowInfo* nonnull @_TI2PEAH) #4
          to label %64 unwind label %65

64:                                               ; preds = %62
  unreachable

65:                                               ; preds = %62
  %66 = catchswitch within none [label %67] unwind to caller

67:                                               ; preds = %65
  %68 = catchpad within %66 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 8, i32*** %11]
  %69 = load i32**, i32*** %11, align 8, !tbaa !4
  %70 = load i32*, i32** %69, align 8, !tbaa !4
  %71 = icmp eq i32* %70, null
  %72 = zext i1 %71 to i32
  %73 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09OEMAGJAA@null?3?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %72) [ "funclet"(token %68) ]
  catchret from %68 to label %74

74:                                               ; preds = %67
  %75 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  ret i32 0

76:                                               ; preds = %47
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { argmemonly nofree nosync nounwind willreturn }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
