; ModuleID = 'deep_recursion.cpp'
source_filename = "deep_recursion.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [25 x i8] c"caught %d, destroyed %d\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [29 x i8] c"caught %d after %d rethrows\0A\00", align 1
@_ZL8rethrows = internal unnamed_addr global i32 0, align 4

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef 1)
          to label %14 unwind label %2

2:                                                ; preds = %0
  %3 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %4 = extractvalue { i8*, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %29

7:                                                ; preds = %2
  %8 = extractvalue { i8*, i32 } %3, 0
  %9 = tail call i8* @__cxa_begin_catch(i8* %8) #6
  %10 = bitcast i8* %9 to i32*
  %11 = load i32, i32* %10, align 4, !tbaa !6
  %12 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !6
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i32 0, i32 0), i32 noundef %11, i32 noundef %12)
  tail call void @__cxa_end_catch() #6
  br label %14

14:                                               ; preds = %0, %7
  %15 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef 0)
          to label %28 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %18 = extractvalue { i8*, i32 } %17, 1
  %19 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %29

21:                                               ; preds = %16
  %22 = extractvalue { i8*, i32 } %17, 0
  %23 = tail call i8* @__cxa_begin_catch(i8* %22) #6
  %24 = bitcast i8* %23 to i32*
  %25 = load i32, i32* %24, align 4, !tbaa !6
  %26 = load i32, i32* @_ZL8rethrows, align 4, !tbaa !6
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %25, i32 noundef %26)
  tail call void @__cxa_end_catch() #6
  br label %28

28:                                               ; preds = %14, %21
  ret i32 0

29:                                               ; preds = %16, %2
  %30 = phi { i8*, i32 } [ %17, %16 ], [ %3, %2 ]
  resume { i8*, i32 } %30
}

; Function Attrs: noinline uwtable
define internal fastcc noundef i32 @_ZL4divei(i32 noundef %0) unnamed_addr #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp eq i32 %0, 10000
  br i1 %2, label %3, label %12

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 10000, i32* %5, align 16, !tbaa !6
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %21 unwind label %6

6:                                                ; preds = %12, %3
  %7 = landingpad { i8*, i32 }
          cleanup
  %8 = icmp slt i32 %0, 1
  %9 = select i1 %8, i32 1000000, i32 1
  %10 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !6
  %11 = add nsw i32 %10, %9
  store i32 %11, i32* @_ZL9destroyed, align 4, !tbaa !6
  resume { i8*, i32 } %7

12:                                               ; preds = %1
  %13 = add nsw i32 %0, 1
  %14 = invoke fastcc noundef i32 @_ZL4divei(i32 noundef %13)
          to label %15 unwind label %6

15:                                               ; preds = %12
  %16 = add nsw i32 %14, 1
  %17 = icmp slt i32 %0, 1
  %18 = select i1 %17, i32 1000000, i32 1
  %19 = load i32, i32* @_ZL9destroyed, align 4, !tbaa !6
  %20 = add nsw i32 %19, %18
  store i32 %20, i32* @_ZL9destroyed, align 4, !tbaa !6
  ret i32 %16

21:                                               ; preds = %3
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i32 @_ZL5chaini(i32 noundef %0) unnamed_addr #4 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = icmp eq i32 %0, 300
  br i1 %2, label %3, label %6

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i32 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 -300, i32* %5, align 16, !tbaa !6
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
  unreachable

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  %8 = invoke fastcc noundef i32 @_ZL5chaini(i32 noundef %7)
          to label %9 unwind label %11

9:                                                ; preds = %6
  %10 = add nsw i32 %8, 1
  ret i32 %10

11:                                               ; preds = %6
  %12 = landingpad { i8*, i32 }
          catch i8* null
  %13 = extractvalue { i8*, i32 } %12, 0
  %14 = tail call i8* @__cxa_begin_catch(i8* %13) #6
  %15 = load i32, i32* @_ZL8rethrows, align 4, !tbaa !6
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* @_ZL8rethrows, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #7
          to label %23 unwind label %17

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %19 unwind label %20

19:                                               ; preds = %17
  resume { i8*, i32 } %18

20:                                               ; preds = %17
  %21 = landingpad { i8*, i32 }
          catch i8* null
  %22 = extractvalue { i8*, i32 } %21, 0
  tail call void @__clang_call_terminate(i8* %22) #8
  unreachable

23:                                               ; preds = %11
  unreachable
}

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{!"Debian clang version 14.0.6"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
