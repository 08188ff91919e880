; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Nested = type { i8 }

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

; Function Attrs: norecurse
define noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca %struct.Nested, align 1
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i32 noundef %2, i32 noundef %4) #7
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %7 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.1, i32 0, i32 0), i32 noundef %6, i32 noundef %8) #7
  %10 = getelementptr inbounds %struct.Nested, %struct.Nested* %1, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %10) #7
  %11 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %12 = bitcast i8* %11 to i32*
  store i32 1, i32* %12, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %35 unwind label %13

13:                                               ; preds = %0
  %14 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %15 = call noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %1) #7
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %10) #7
  %16 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %17 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %18 = zext i1 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.2, i32 0, i32 0), i32 noundef %16, i32 noundef %18) #7
  %20 = extractvalue { i8*, i32 } %14, 1
  %21 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %34

23:                                               ; preds = %13
  %24 = extractvalue { i8*, i32 } %14, 0
  %25 = call i8* @__cxa_begin_catch(i8* %24) #7
  %26 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %27 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %28 = zext i1 %27 to i32
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i32 0, i32 0), i32 noundef %26, i32 noundef %28) #7
  call void @__cxa_end_catch() #7
  %30 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %31 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %32 = zext i1 %31 to i32
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i32 noundef %30, i32 noundef %32) #7
  ret i32 0

34:                                               ; preds = %13
  resume { i8*, i32 } %14

35:                                               ; preds = %0
  unreachable
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @__gxx_personality_sj0(...)

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() local_unnamed_addr #4

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) local_unnamed_addr #5 {
  %2 = tail call i8* @__cxa_begin_catch(i8* %0) #7
  tail call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr noundef %struct.Nested* @_ZN6NestedD2Ev(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i32 0, i32 0), i32 noundef %2, i32 noundef %4) #7
  %6 = tail call i8* @__cxa_allocate_exception(i32 4) #7
  %7 = bitcast i8* %6 to i32*
  store i32 2, i32* %7, align 8, !tbaa !9
  invoke void @__cxa_throw(i8* nonnull %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
          to label %29 unwind label %8

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %10 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %11 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %12 = zext i1 %11 to i32
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.7, i32 0, i32 0), i32 noundef %10, i32 noundef %12) #7
  %14 = extractvalue { i8*, i32 } %9, 0
  %15 = extractvalue { i8*, i32 } %9, 1
  %16 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %8
  %19 = tail call i8* @__cxa_begin_catch(i8* %14) #7
  %20 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %21 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %22 = zext i1 %21 to i32
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.8, i32 0, i32 0), i32 noundef %20, i32 noundef %22) #7
  tail call void @__cxa_end_catch() #7
  %24 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %25 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %26 = zext i1 %25 to i32
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.5, i32 0, i32 0), i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i32 0, i32 0), i32 noundef %24, i32 noundef %26) #7
  ret %struct.Nested* %0

28:                                               ; preds = %8
  tail call void @__clang_call_terminate(i8* %14) #9
  unreachable

29:                                               ; preds = %1
  unreachable
}

attributes #0 = { norecurse "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
