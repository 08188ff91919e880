; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Nested = type { i8 }

$"??1Nested@@QEAA@XZ" = comdat any

$"??_C@_05FAGFPHJG@start?$AA@" = comdat any

$"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_06KADJHNPI@unwind?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_03JBJLGPFL@end?$AA@" = comdat any

$"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = comdat any

$"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = comdat any

$"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = comdat any

$"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = comdat any

$"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = comdat any

@"??_C@_05FAGFPHJG@start?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"start\00", comdat, align 1
@"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"normal scope exit\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_06KADJHNPI@unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"unwind\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_03JBJLGPFL@end?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"end\00", comdat, align 1
@"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", comdat, align 1
@"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"~Nested before\00", comdat, align 1
@"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", comdat, align 1
@"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"~Nested inner handler\00", comdat, align 1
@"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"~Nested after\00", comdat, align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Nested, align 1
  %2 = alloca i32, align 4
  %3 = invoke zeroext i1 @__uncaught_exception()
          to label %6 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %0
  %7 = invoke i32 @__uncaught_exceptions()
          to label %10 unwind label %8

8:                                                ; preds = %6
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable

10:                                               ; preds = %6
  %11 = zext i1 %3 to i32
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FAGFPHJG@start?$AA@", i64 0, i64 0), i32 noundef %7, i32 noundef %11) #6
  %13 = invoke zeroext i1 @__uncaught_exception()
          to label %16 unwind label %14

14:                                               ; preds = %10
  %15 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %15) ]
  unreachable

16:                                               ; preds = %10
  %17 = invoke i32 @__uncaught_exceptions()
          to label %20 unwind label %18

18:                                               ; preds = %16
  %19 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %19) ]
  unreachable

20:                                               ; preds = %16
  %21 = zext i1 %13 to i32
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@", i64 0, i64 0), i32 noundef %17, i32 noundef %21) #6
  %23 = getelementptr inbounds %struct.Nested, %struct.Nested* %1, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %23) #6
  store i32 1, i32* %2, align 4, !tbaa !4
  %24 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %24, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %62 unwind label %25

25:                                               ; preds = %20
  %26 = cleanuppad within none []
  call void @"??1Nested@@QEAA@XZ"(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %1) #6 [ "funclet"(token %26) ]
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %23) #6
  %27 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %26) ]
          to label %30 unwind label %28

28:                                               ; preds = %25
  %29 = cleanuppad within %26 []
  call void @__std_terminate() #5 [ "funclet"(token %29) ]
  unreachable

30:                                               ; preds = %25
  %31 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %26) ]
          to label %34 unwind label %32

32:                                               ; preds = %30
  %33 = cleanuppad within %26 []
  call void @__std_terminate() #5 [ "funclet"(token %33) ]
  unreachable

34:                                               ; preds = %30
  %35 = zext i1 %27 to i32
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KADJHNPI@unwind?$AA@", i64 0, i64 0), i32 noundef %31, i32 noundef %35) #6 [ "funclet"(token %26) ]
  cleanupret from %26 unwind label %37

37:                                               ; preds = %34
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %41 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %40) ]
          to label %44 unwind label %42

42:                                               ; preds = %39
  %43 = cleanuppad within %40 []
  call void @__std_terminate() #5 [ "funclet"(token %43) ]
  unreachable

44:                                               ; preds = %39
  %45 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %40) ]
          to label %48 unwind label %46

46:                                               ; preds = %44
  %47 = cleanuppad within %40 []
  call void @__std_terminate() #5 [ "funclet"(token %47) ]
  unreachable

48:                                               ; preds = %44
  %49 = zext i1 %41 to i32
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0), i32 noundef %45, i32 noundef %49) #6 [ "funclet"(token %40) ]
  catchret from %40 to label %51

51:                                               ; preds = %48
  %52 = invoke zeroext i1 @__uncaught_exception()
          to label %55 unwind label %53

53:                                               ; preds = %51
  %54 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %54) ]
  unreachable

55:                                               ; preds = %51
  %56 = invoke i32 @__uncaught_exceptions()
          to label %59 unwind label %57

57:                                               ; preds = %55
  %58 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %58) ]
  unreachable

59:                                               ; preds = %55
  %60 = zext i1 %52 to i32
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBJLGPFL@end?$AA@", i64 0, i64 0), i32 noundef %56, i32 noundef %60) #6
  ret i32 0

62:                                               ; preds = %20
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1Nested@@QEAA@XZ"(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i32, align 4
  %3 = invoke zeroext i1 @__uncaught_exception()
          to label %6 unwind label %4

4:                                                ; preds = %1
  %5 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %1
  %7 = invoke i32 @__uncaught_exceptions()
          to label %10 unwind label %8

8:                                                ; preds = %6
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable

10:                                               ; preds = %6
  %11 = zext i1 %3 to i32
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@", i64 0, i64 0), i32 noundef %7, i32 noundef %11) #6
  store i32 2, i32* %2, align 4, !tbaa !4
  %13 = bitcast i32* %2 to i8*
  invoke void @_CxxThrowException(i8* nonnull %13, %eh.ThrowInfo* nonnull @_TI1H) #7
          to label %51 unwind label %14

14:                                               ; preds = %10
  %15 = cleanuppad within none []
  %16 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %15) ]
          to label %19 unwind label %17

17:                                               ; preds = %14
  %18 = cleanuppad within %15 []
  call void @__std_terminate() #5 [ "funclet"(token %18) ]
  unreachable

19:                                               ; preds = %14
  %20 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %15) ]
          to label %23 unwind label %21

21:                                               ; preds = %19
  %22 = cleanuppad within %15 []
  call void @__std_terminate() #5 [ "funclet"(token %22) ]
  unreachable

23:                                               ; preds = %19
  %24 = zext i1 %16 to i32
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@", i64 0, i64 0), i32 noundef %20, i32 noundef %24) #6 [ "funclet"(token %15) ]
  cleanupret from %15 unwind label %26

26:                                               ; preds = %23
  %27 = catchswitch within none [label %28] unwind label %52

28:                                               ; preds = %26
  %29 = catchpad within %27 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %30 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %29) ]
          to label %33 unwind label %31

31:                                               ; preds = %28
  %32 = cleanuppad within %29 []
  call void @__std_terminate() #5 [ "funclet"(token %32) ]
  unreachable

33:                                               ; preds = %28
  %34 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %29) ]
          to label %37 unwind label %35

35:                                               ; preds = %33
  %36 = cleanuppad within %29 []
  call void @__std_terminate() #5 [ "funclet"(token %36) ]
  unreachable

37:                                               ; preds = %33
  %38 = zext i1 %30 to i32
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@", i64 0, i64 0), i32 noundef %34, i32 noundef %38) #6 [ "funclet"(token %29) ]
  catchret from %29 to label %40

40:                                               ; preds = %37
  %41 = invoke zeroext i1 @__uncaught_exception()
          to label %44 unwind label %42

42:                                               ; preds = %40
  %43 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %43) ]
  unreachable

44:                                               ; preds = %40
  %45 = invoke i32 @__uncaught_exceptions()
          to label %48 unwind label %46

46:                                               ; preds = %44
  %47 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %47) ]
  unreachable

48:                                               ; preds = %44
  %49 = zext i1 %41 to i32
  %50 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@", i64 0, i64 0), i32 noundef %45, i32 noundef %49) #6
  ret void

51:                                               ; preds = %10
  unreachable

52:                                               ; preds = %26
  %53 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %53) ]
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local zeroext i1 @__uncaught_exception() local_unnamed_addr #4

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local i32 @__uncaught_exceptions() local_unnamed_addr #4

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
