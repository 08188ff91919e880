; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Nested = type { i8 }

@.str = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"normal scope exit\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [7 x i8] c"unwind\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"end\00", align 1
@.str.5 = private unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"~Nested before\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", align 1
@.str.8 = private unnamed_addr constant [22 x i8] c"~Nested inner handler\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"~Nested after\00", align 1

; Function Attrs: mustprogress norecurse
define noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca %struct.Nested, align 1
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str, i32 noundef %2, i32 noundef %4)
  %6 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %7 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %8 = zext i1 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.1, i32 noundef %6, i32 noundef %8)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #7
  %10 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 1, ptr %10, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIi, ptr null) #8
          to label %33 unwind label %11

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %13 = call noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %1) #7
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #7
  %14 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %15 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %16 = zext i1 %15 to i32
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.2, i32 noundef %14, i32 noundef %16)
  %18 = extractvalue { ptr, i32 } %12, 1
  %19 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %32

21:                                               ; preds = %11
  %22 = extractvalue { ptr, i32 } %12, 0
  %23 = call ptr @__cxa_begin_catch(ptr %22) #7
  %24 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %25 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %26 = zext i1 %25 to i32
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.3, i32 noundef %24, i32 noundef %26)
  call void @__cxa_end_catch() #7
  %28 = call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %29 = call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %30 = zext i1 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.4, i32 noundef %28, i32 noundef %30)
  ret i32 0

32:                                               ; preds = %11
  resume { ptr, i32 } %12

33:                                               ; preds = %0
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_sj0(...)

declare ptr @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #4

; Function Attrs: nounwind
declare noundef zeroext i1 @_ZSt18uncaught_exceptionv() local_unnamed_addr #4

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #7
  tail call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr noundef ptr @_ZN6NestedD2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_sj0 {
  %2 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %3 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %4 = zext i1 %3 to i32
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.6, i32 noundef %2, i32 noundef %4)
  %6 = tail call ptr @__cxa_allocate_exception(i32 4) #7
  store i32 2, ptr %6, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #8
          to label %28 unwind label %7

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %9 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %10 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %11 = zext i1 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.7, i32 noundef %9, i32 noundef %11)
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = extractvalue { ptr, i32 } %8, 1
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %7
  %18 = tail call ptr @__cxa_begin_catch(ptr %13) #7
  %19 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %20 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %21 = zext i1 %20 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.8, i32 noundef %19, i32 noundef %21)
  tail call void @__cxa_end_catch() #7
  %23 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #7
  %24 = tail call noundef zeroext i1 @_ZSt18uncaught_exceptionv() #7
  %25 = zext i1 %24 to i32
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull @.str.9, i32 noundef %23, i32 noundef %25)
  ret ptr %0

27:                                               ; preds = %7
  tail call void @__clang_call_terminate(ptr %13) #9
  unreachable

28:                                               ; preds = %1
  unreachable
}

attributes #0 = { mustprogress norecurse "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
