; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%rtti.TypeDescriptor8 = type { i8**, i8*, [9 x i8] }
%rtti.TypeDescriptor4 = type { i8**, i8*, [5 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%rtti.TypeDescriptor5 = type { i8**, i8*, [6 x i8] }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.S = type { i32 }

$"??_R0H@8" = comdat any

$"??_R0PEAUS@@@8" = comdat any

$"??_R0$$T@8" = comdat any

$"_CT??_R0$$T@88" = comdat any

$"??_R0PEAX@8" = comdat any

$"_CT??_R0PEAX@88" = comdat any

$"_CTA2$$T" = comdat any

$"_TI2$$T" = comdat any

$"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PEQS@@H@8" = comdat any

$"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

$"??_R0PEAH@8" = comdat any

$"_CT??_R0PEAH@88" = comdat any

$_CTA2PEAH = comdat any

$_TI2PEAH = comdat any

$"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_R0PEAUS@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEAUS@@\00" }, comdat
@"??_R0$$T@8" = linkonce_odr global %rtti.TypeDescriptor4 { i8** @"??_7type_info@@6B@", i8* null, [5 x i8] c".$$T\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0$$T@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor4* @"??_R0$$T@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"??_R0PEAX@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAX\00" }, comdat
@"_CT??_R0PEAX@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAX@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@"_CTA2$$T" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0$$T@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2$$T" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2$$T" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", comdat, align 1
@"??_R0PEQS@@H@8" = linkonce_odr global %rtti.TypeDescriptor8 { i8** @"??_7type_info@@6B@", i8* null, [9 x i8] c".PEQS@@H\00" }, comdat
@"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", comdat, align 1
@"??_R0PEAH@8" = linkonce_odr global %rtti.TypeDescriptor5 { i8** @"??_7type_info@@6B@", i8* null, [6 x i8] c".PEAH\00" }, comdat
@"_CT??_R0PEAH@88" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor5* @"??_R0PEAH@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 8, i32 0 }, section ".xdata", comdat
@_CTA2PEAH = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAH@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0PEAX@88" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI2PEAH = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @_CTA2PEAH to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [10 x i8] c"nullptr_t\00", align 1
@str.1 = private unnamed_addr constant [17 x i8] c"wrong: nullptr_t\00", align 1
@str.2 = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i8*, align 8
  %2 = alloca %struct.S*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  store i8* null, i8** %1, align 8, !tbaa !4
  %9 = bitcast i8** %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI2$$T") #3
          to label %52 unwind label %10

10:                                               ; preds = %0
  %11 = catchswitch within none [label %12, label %46] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str.2, i64 0, i64 0)) [ "funclet"(token %13) ]
  catchret from %13 to label %15

15:                                               ; preds = %46, %12
  store i8* null, i8** %3, align 8, !tbaa !4
  %16 = bitcast i8** %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %16, %eh.ThrowInfo* nonnull @"_TI2$$T") #3
          to label %52 unwind label %17

17:                                               ; preds = %15
  %18 = catchswitch within none [label %19] unwind to caller

19:                                               ; preds = %17
  %20 = catchpad within %18 [%rtti.TypeDescriptor8* @"??_R0PEQS@@H@8", i32 0, i32* %4]
  %21 = load i32, i32* %4, align 8, !tbaa !8
  %22 = icmp eq i32 %21, -1
  %23 = zext i1 %22 to i32
  %24 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@LNBOGFAB@int?5S?3?3?$CK?5null?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %23) [ "funclet"(token %20) ]
  catchret from %20 to label %25

25:                                               ; preds = %19
  store i8* null, i8** %5, align 8, !tbaa !4
  %26 = bitcast i8** %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %26, %eh.ThrowInfo* nonnull @"_TI2$$T") #3
          to label %52 unwind label %27

27:                                               ; preds = %25
  %28 = catchswitch within none [label %29] unwind to caller

29:                                               ; preds = %27
  %30 = catchpad within %28 [%rtti.TypeDescriptor4* @"??_R0$$T@8", i32 0, i8** %6]
  %31 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %30) ]
  catchret from %30 to label %32

32:                                               ; preds = %29
  store i32* null, i32** %7, align 8, !tbaa !9
  %33 = bitcast i32** %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %33, %eh.ThrowInfo* nonnull @_TI2PEAH) #3
          to label %52 unwind label %34

34:                                               ; preds = %32
  %35 = catchswitch within none [label %36, label %40] unwind to caller

36:                                               ; preds = %34
  %37 = catchpad within %35 [%rtti.TypeDescriptor4* @"??_R0$$T@8", i32 0, i8* null]
  %38 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @str.1, i64 0, i64 0)) [ "funclet"(token %37) ]
  catchret from %37 to label %39

39:                                               ; preds = %40, %36
  ret i32 0

40:                                               ; preds = %34
  %41 = catchpad within %35 [%rtti.TypeDescriptor5* @"??_R0PEAH@8", i32 1, i32** %8]
  %42 = load i32*, i32** %8, align 8, !tbaa !9
  %43 = icmp eq i32* %42, null
  %44 = zext i1 %43 to i32
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @"??_C@_0BE@PACPBHMJ@const?5int?$CK?5null?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %44) [ "funclet"(token %41) ]
  catchret from %41 to label %39

46:                                               ; preds = %10
  %47 = catchpad within %11 [%rtti.TypeDescriptor8* @"??_R0PEAUS@@@8", i32 0, %struct.S** %2]
  %48 = load %struct.S*, %struct.S** %2, align 8, !tbaa !9
  %49 = icmp eq %struct.S* %48, null
  %50 = zext i1 %49 to i32
  %51 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NMPMOBNA@S?$CK?5null?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %50) [ "funclet"(token %47) ]
  catchret from %47 to label %15

52:                                               ; preds = %32, %25, %15, %0
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #2

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"std::nullptr_t", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !6, i64 0}
