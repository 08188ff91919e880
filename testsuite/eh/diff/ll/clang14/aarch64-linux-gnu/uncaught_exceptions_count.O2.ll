; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Nested = type { i8 }

$_ZN6NestedD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Nested, align 1
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %2, i32 noundef %4) #7
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %7 = tail call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i64 0, i64 0), i32 noundef %6, i32 noundef %8) #7
  %10 = getelementptr inbounds %struct.Nested, %struct.Nested* %1, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %10) #7
  %11 = tail call i8* @__cxa_allocate_exception(i64 4) #7
  %12 = bitcast i8* %11 to i32*
  store i32 1, i32* %12, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %34 unwind label %13

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = extractvalue { i8*, i32 } %14, 1
  call void @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %1) #7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %10) #7
  %16 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %17 = call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %18 = zext i1 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i64 0, i64 0), i32 noundef %16, i32 noundef %18) #7
  %20 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %21 = icmp eq i32 %15, %20
  br i1 %21, label %22, label %33

22:                                               ; preds = %13
  %23 = extractvalue { i8*, i32 } %14, 0
  %24 = call i8* @__cxa_begin_catch(i8* %23) #7
  %25 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %26 = call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %27 = zext i1 %26 to i32
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %25, i32 noundef %27) #7
  call void @__cxa_end_catch() #7
  %29 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %30 = call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %31 = zext i1 %30 to i32
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), i32 noundef %29, i32 noundef %31) #7
  ret i32 0

33:                                               ; preds = %13
  resume { i8*, i32 } %14

34:                                               ; preds = %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), i32 noundef %2, i32 noundef %4) #7
  %6 = tail call i8* @__cxa_allocate_exception(i64 4) #7
  %7 = bitcast i8* %6 to i32*
  store i32 2, i32* %7, align 16, !tbaa !10
  invoke void @__cxa_throw(i8* nonnull %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %29 unwind label %8

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  %11 = extractvalue { i8*, i32 } %9, 1
  %12 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %13 = tail call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %14 = zext i1 %13 to i32
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i64 0, i64 0), i32 noundef %12, i32 noundef %14) #7
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %17 = icmp eq i32 %11, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %8
  %19 = tail call i8* @__cxa_begin_catch(i8* %10) #7
  %20 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %21 = tail call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i64 0, i64 0), i32 noundef %20, i32 noundef %22) #7
  tail call void @__cxa_end_catch() #7
  %24 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %25 = tail call noundef i1 @_ZSt18uncaught_exceptionv() #7
  %26 = zext i1 %25 to i32
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i64 0, i64 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef %24, i32 noundef %26) #7
  ret void

28:                                               ; preds = %8
  tail call void @__clang_call_terminate(i8* %10) #9
  unreachable

29:                                               ; preds = %1
  unreachable
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #5

; Function Attrs: nounwind
declare noundef i1 @_ZSt18uncaught_exceptionv() local_unnamed_addr #5

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #6 comdat {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #7
  tail call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { norecurse uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #3 = { nofree nosync nounwind readnone }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 1}
!9 = !{!"Debian clang version 14.0.6"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
