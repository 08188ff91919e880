; ModuleID = 'throw_from_catch_replaces.cpp'
source_filename = "throw_from_catch_replaces.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.E = type { i32 }

$"??1E@@QAE@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUE@@@84"] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.E*)* @"??1E@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"caught translated %d\0A\00", comdat, align 1
@"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"translating %d\0A\00", comdat, align 1
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [11 x i8] c"wrong: int\00", align 1
@str.1 = private unnamed_addr constant [7 x i8] c"~Guard\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E, align 4
  %2 = alloca %struct.E*, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E, align 4
  %8 = alloca %struct.E*, align 4
  %9 = bitcast %struct.E* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9)
  %10 = bitcast %struct.E** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10)
  %11 = bitcast %struct.E* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11)
  %12 = getelementptr inbounds %struct.E, %struct.E* %1, i32 0, i32 0
  store i32 1, i32* %12, align 4, !tbaa !3
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 1)
  invoke void @_CxxThrowException(i8* nonnull %9, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #5
          to label %31 unwind label %14

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16] unwind label %32

16:                                               ; preds = %14
  %17 = catchpad within %15 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %18 = load %struct.E*, %struct.E** %2, align 4, !tbaa !8
  %19 = getelementptr inbounds %struct.E, %struct.E* %18, i32 0, i32 0
  %20 = load i32, i32* %19, align 4, !tbaa !3
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@CLLOHKGA@translating?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %20) [ "funclet"(token %17) ]
  %22 = load %struct.E*, %struct.E** %2, align 4, !tbaa !8
  %23 = getelementptr inbounds %struct.E, %struct.E* %22, i32 0, i32 0
  %24 = load i32, i32* %23, align 4, !tbaa !3
  %25 = add nsw i32 %24, 1
  %26 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  store i32 %25, i32* %26, align 4, !tbaa !3
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %25) [ "funclet"(token %17) ]
  invoke void @_CxxThrowException(i8* nonnull %11, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #5 [ "funclet"(token %17) ]
          to label %31 unwind label %28

28:                                               ; preds = %16
  %29 = cleanuppad within %17 []
  %30 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str.1, i32 0, i32 0)) #6 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %32

31:                                               ; preds = %16, %0
  unreachable

32:                                               ; preds = %28, %14
  %33 = catchswitch within none [label %34] unwind to caller

34:                                               ; preds = %32
  %35 = catchpad within %33 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %4]
  %36 = load %struct.E*, %struct.E** %4, align 4, !tbaa !8
  %37 = getelementptr inbounds %struct.E, %struct.E* %36, i32 0, i32 0
  %38 = load i32, i32* %37, align 4, !tbaa !3
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %38) [ "funclet"(token %35) ]
  catchret from %35 to label %40

40:                                               ; preds = %34
  store i32 5, i32* %5, align 4, !tbaa !10
  %41 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %41, %eh.ThrowInfo* nonnull @_TI1H) #5
          to label %63 unwind label %42

42:                                               ; preds = %40
  %43 = catchswitch within none [label %44] unwind label %51

44:                                               ; preds = %42
  %45 = catchpad within %43 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %46 = load i32, i32* %6, align 4, !tbaa !10
  %47 = shl nsw i32 %46, 1
  %48 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  store i32 %47, i32* %48, align 4, !tbaa !3
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %47) [ "funclet"(token %45) ]
  %50 = bitcast %struct.E* %7 to i8*
  invoke void @_CxxThrowException(i8* nonnull %50, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #5 [ "funclet"(token %45) ]
          to label %63 unwind label %51

51:                                               ; preds = %44, %42
  %52 = catchswitch within none [label %53, label %57] unwind to caller

53:                                               ; preds = %51
  %54 = catchpad within %52 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  %55 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %54) ]
  catchret from %54 to label %56

56:                                               ; preds = %57, %53
  ret i32 0

57:                                               ; preds = %51
  %58 = catchpad within %52 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %8]
  %59 = load %struct.E*, %struct.E** %8, align 4, !tbaa !8
  %60 = getelementptr inbounds %struct.E, %struct.E* %59, i32 0, i32 0
  %61 = load i32, i32* %60, align 4, !tbaa !3
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@BGKGKMDK@caught?5translated?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %61) [ "funclet"(token %58) ]
  catchret from %58 to label %56

63:                                               ; preds = %44, %40
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !3
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %3)
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUE@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!5, !5, i64 0}
