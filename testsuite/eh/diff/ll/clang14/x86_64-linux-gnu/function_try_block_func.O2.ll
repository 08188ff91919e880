; ModuleID = 'function_try_block_func.cpp'
source_filename = "function_try_block_func.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Noisy = type { i32 }

$_ZN5NoisyD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"compute(1)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"compute(5)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"caught from destructor %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"main handler %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"compute handler %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"~Noisy(%d) body\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"~Noisy handler %d (rethrows)\0A\00", align 1
@str = private unnamed_addr constant [7 x i8] c"~Local\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Noisy, align 4
  %2 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i64 0, i64 0)) #6
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef 10)
  %4 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %5 = bitcast i8* %4 to i32*
  store i32 5, i32* %5, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %4, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %12 unwind label %6

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %8 = extractvalue { i8*, i32 } %7, 1
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @str, i64 0, i64 0)) #6
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %11 = icmp eq i32 %8, %10
  br i1 %11, label %13, label %27

12:                                               ; preds = %0
  unreachable

13:                                               ; preds = %6
  %14 = extractvalue { i8*, i32 } %7, 0
  %15 = tail call i8* @__cxa_begin_catch(i8* %14) #6
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4, !tbaa !5
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef %17)
  %19 = sub nsw i32 0, %17
  tail call void @__cxa_end_catch() #6
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i32 noundef %19)
  %21 = bitcast %struct.Noisy* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %21) #6
  %22 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %1, i64 0, i32 0
  store i32 2, i32* %22, align 4, !tbaa !9
  invoke void @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %1)
          to label %23 unwind label %31

23:                                               ; preds = %13
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #6
  br label %41

24:                                               ; preds = %41
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %26 = extractvalue { i8*, i32 } %25, 1
  br label %27

27:                                               ; preds = %6, %24
  %28 = phi i32 [ %8, %6 ], [ %26, %24 ]
  %29 = phi { i8*, i32 } [ %7, %6 ], [ %25, %24 ]
  %30 = extractvalue { i8*, i32 } %29, 0
  br label %44

31:                                               ; preds = %13
  %32 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %33 = extractvalue { i8*, i32 } %32, 0
  %34 = extractvalue { i8*, i32 } %32, 1
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %21) #6
  %35 = icmp eq i32 %34, %8
  br i1 %35, label %36, label %44

36:                                               ; preds = %31
  %37 = call i8* @__cxa_begin_catch(i8* %33) #6
  %38 = bitcast i8* %37 to i32*
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i32 noundef %39)
  call void @__cxa_end_catch() #6
  br label %41

41:                                               ; preds = %36, %23
  %42 = call i8* @__cxa_allocate_exception(i64 4) #6
  %43 = bitcast i8* %42 to i32*
  store i32 99, i32* %43, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %42, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %55 unwind label %24

44:                                               ; preds = %31, %27
  %45 = phi i32 [ %28, %27 ], [ %34, %31 ]
  %46 = phi i8* [ %30, %27 ], [ %33, %31 ]
  %47 = phi { i8*, i32 } [ %29, %27 ], [ %32, %31 ]
  %48 = icmp eq i32 %45, %10
  br i1 %48, label %49, label %54

49:                                               ; preds = %44
  %50 = call i8* @__cxa_begin_catch(i8* %46) #6
  %51 = bitcast i8* %50 to i32*
  %52 = load i32, i32* %51, align 4, !tbaa !5
  %53 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %52)
  call void @__cxa_end_catch() #6
  ret i32 3

54:                                               ; preds = %44
  resume { i8*, i32 } %47

55:                                               ; preds = %41
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(%struct.Noisy* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.Noisy, %struct.Noisy* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i64 0, i64 0), i32 noundef %3)
  %5 = load i32, i32* %2, align 4, !tbaa !9
  %6 = icmp eq i32 %5, 2
  br i1 %6, label %7, label %25

7:                                                ; preds = %1
  %8 = tail call i8* @__cxa_allocate_exception(i64 4) #6
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4, !tbaa !9
  store i32 %10, i32* %9, align 16, !tbaa !5
  invoke void @__cxa_throw(i8* nonnull %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %28 unwind label %11

11:                                               ; preds = %7
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 1
  %14 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %11
  %17 = extractvalue { i8*, i32 } %12, 0
  %18 = tail call i8* @__cxa_begin_catch(i8* %17) #6
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %19, align 4, !tbaa !5
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.7, i64 0, i64 0), i32 noundef %20)
  invoke void @__cxa_rethrow()
          to label %22 unwind label %23

22:                                               ; preds = %16
  unreachable

23:                                               ; preds = %16
  %24 = landingpad { i8*, i32 }
          cleanup
  tail call void @__cxa_end_catch() #6
  br label %26

25:                                               ; preds = %1
  ret void

26:                                               ; preds = %23, %11
  %27 = phi { i8*, i32 } [ %24, %23 ], [ %12, %11 ]
  resume { i8*, i32 } %27

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS5Noisy", !6, i64 0}
