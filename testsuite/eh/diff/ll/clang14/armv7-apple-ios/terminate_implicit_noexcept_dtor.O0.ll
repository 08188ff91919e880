; ModuleID = 'terminate_implicit_noexcept_dtor.cpp'
source_filename = "terminate_implicit_noexcept_dtor.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Implicit = type { i8 }

@.str = private unnamed_addr constant [15 x i8] c"leaving scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"never: caught\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"~Implicit throws\0A\00", align 1
@_ZTIi = external constant i8*

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Implicit, align 1
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0))
          to label %6 unwind label %8

6:                                                ; preds = %0
  %7 = call noundef %struct.Implicit* @_ZN8ImplicitD1Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #4
  br label %18

8:                                                ; preds = %0
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  store i8* %10, i8** %3, align 4
  %11 = extractvalue { i8*, i32 } %9, 1
  store i32 %11, i32* %4, align 4
  %12 = call noundef %struct.Implicit* @_ZN8ImplicitD1Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %2) #4
  br label %13

13:                                               ; preds = %8
  %14 = load i8*, i8** %3, align 4
  %15 = call i8* @__cxa_begin_catch(i8* %14) #4
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i32 0, i32 0))
          to label %17 unwind label %19

17:                                               ; preds = %13
  call void @__cxa_end_catch()
  br label %18

18:                                               ; preds = %17, %6
  ret i32 0

19:                                               ; preds = %13
  %20 = landingpad { i8*, i32 }
          cleanup
  %21 = extractvalue { i8*, i32 } %20, 0
  store i8* %21, i8** %3, align 4
  %22 = extractvalue { i8*, i32 } %20, 1
  store i32 %22, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %23 unwind label %29

23:                                               ; preds = %19
  br label %24

24:                                               ; preds = %23
  %25 = load i8*, i8** %3, align 4
  %26 = load i32, i32* %4, align 4
  %27 = insertvalue { i8*, i32 } undef, i8* %25, 0
  %28 = insertvalue { i8*, i32 } %27, i32 %26, 1
  resume { i8*, i32 } %28

29:                                               ; preds = %19
  %30 = landingpad { i8*, i32 }
          catch i8* null
  %31 = extractvalue { i8*, i32 } %30, 0
  call void @__clang_call_terminate(i8* %31) #5
  unreachable
}

declare i32 @printf(i8* noundef, ...) #1

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Implicit* @_ZN8ImplicitD1Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 align 2 {
  %2 = alloca %struct.Implicit*, align 4
  store %struct.Implicit* %0, %struct.Implicit** %2, align 4
  %3 = load %struct.Implicit*, %struct.Implicit** %2, align 4
  %4 = call noundef %struct.Implicit* @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %3) #4
  ret %struct.Implicit* %3
}

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #3 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #4
  call void @_ZSt9terminatev() #5
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noinline nounwind optnone
define linkonce_odr noundef %struct.Implicit* @_ZN8ImplicitD2Ev(%struct.Implicit* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Implicit*, align 4
  %3 = alloca %struct.Implicit*, align 4
  store %struct.Implicit* %0, %struct.Implicit** %3, align 4
  %4 = load %struct.Implicit*, %struct.Implicit** %3, align 4
  store %struct.Implicit* %4, %struct.Implicit** %2, align 4
  %5 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i32 0, i32 0))
          to label %6 unwind label %9

6:                                                ; preds = %1
  %7 = call i8* @__cxa_allocate_exception(i32 4) #4
  %8 = bitcast i8* %7 to i32*
  store i32 5, i32* %8, align 8
  invoke void @__cxa_throw(i8* %7, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #6
          to label %12 unwind label %9

9:                                                ; preds = %6, %1
  %10 = landingpad { i8*, i32 }
          catch i8* null
  %11 = extractvalue { i8*, i32 } %10, 0
  call void @__clang_call_terminate(i8* %11) #5
  unreachable

12:                                               ; preds = %6
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline noreturn nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

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
