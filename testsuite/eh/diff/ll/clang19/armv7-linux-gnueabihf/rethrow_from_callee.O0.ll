; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Err = type { i32 }
%struct.SubErr = type { %struct.Err }
%struct.Local = type { ptr }

$__clang_call_terminate = comdat any

$_ZN5LocalC2EPKc = comdat any

$_ZN5LocalD2Ev = comdat any

$_ZTS6SubErr = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

$_ZTI6SubErr = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6SubErr = linkonce_odr dso_local constant [8 x i8] c"6SubErr\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS3Err }, comdat, align 4
@_ZTI6SubErr = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i32 2), ptr @_ZTS6SubErr, ptr @_ZTI3Err }, comdat, align 4
@.str = private unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"rethrower\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"rethrowing\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  invoke void @_ZL12handler_bodyv()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %22

6:                                                ; preds = %0
  %7 = landingpad { ptr, i32 }
          catch ptr @_ZTI6SubErr
  %8 = extractvalue { ptr, i32 } %7, 0
  store ptr %8, ptr %2, align 4
  %9 = extractvalue { ptr, i32 } %7, 1
  store i32 %9, ptr %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %3, align 4
  %12 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI6SubErr) #7
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %2, align 4
  %16 = call ptr @__cxa_begin_catch(ptr %15) #7
  store ptr %16, ptr %4, align 4
  %17 = load ptr, ptr %4, align 4
  %18 = getelementptr inbounds %struct.Err, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19)
          to label %21 unwind label %23

21:                                               ; preds = %14
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %5
  ret i32 0

23:                                               ; preds = %14
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %2, align 4
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %27 unwind label %33

27:                                               ; preds = %23
  br label %28

28:                                               ; preds = %27, %10
  %29 = load ptr, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = insertvalue { ptr, i32 } poison, ptr %29, 0
  %32 = insertvalue { ptr, i32 } %31, i32 %30, 1
  resume { ptr, i32 } %32

33:                                               ; preds = %23
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  call void @__clang_call_terminate(ptr %35) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12handler_bodyv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Local, align 4
  %6 = getelementptr inbounds %struct.Err, ptr %1, i32 0, i32 0
  store i32 5, ptr %6, align 4
  %7 = call ptr @__cxa_allocate_exception(i32 4) #7
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %7, ptr align 4 %1, i32 4, i1 false)
  invoke void @__cxa_throw(ptr %7, ptr @_ZTI6SubErr, ptr null) #9
          to label %43 unwind label %8

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %2, align 4
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %3, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %3, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %35

16:                                               ; preds = %12
  %17 = load ptr, ptr %2, align 4
  %18 = call ptr @__cxa_begin_catch(ptr %17) #7
  store ptr %18, ptr %4, align 4
  %19 = invoke noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %5, ptr noundef @.str.1)
          to label %20 unwind label %24

20:                                               ; preds = %16
  invoke void @_ZL10rethrow_itv()
          to label %21 unwind label %28

21:                                               ; preds = %20
  %22 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7
  call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %21
  ret void

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %2, align 4
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %3, align 4
  br label %33

28:                                               ; preds = %20
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %2, align 4
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %3, align 4
  %32 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #7
  br label %33

33:                                               ; preds = %28, %24
  invoke void @__cxa_end_catch()
          to label %34 unwind label %40

34:                                               ; preds = %33
  br label %35

35:                                               ; preds = %34, %12
  %36 = load ptr, ptr %2, align 4
  %37 = load i32, ptr %3, align 4
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1
  resume { ptr, i32 } %39

40:                                               ; preds = %33
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  call void @__clang_call_terminate(ptr %42) #8
  unreachable

43:                                               ; preds = %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i32)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone
define linkonce_odr dso_local noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
  store ptr %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 4
  store ptr %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %9)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10rethrow_itv() #1 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Local, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = call noundef ptr @_ZN5LocalC2EPKc(ptr noundef nonnull align 4 dereferenceable(4) %1, ptr noundef @.str.3)
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %6 unwind label %7

6:                                                ; preds = %0
  invoke void @__cxa_rethrow() #9
          to label %17 unwind label %7

7:                                                ; preds = %6, %0
  %8 = landingpad { ptr, i32 }
          cleanup
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 4
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  %11 = call noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #7
  br label %12

12:                                               ; preds = %7
  %13 = load ptr, ptr %2, align 4
  %14 = load i32, ptr %3, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

17:                                               ; preds = %6
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef ptr @_ZN5LocalD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

declare void @__cxa_rethrow()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
