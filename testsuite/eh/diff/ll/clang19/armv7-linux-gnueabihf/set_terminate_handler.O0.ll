; ModuleID = 'set_terminate_handler.cpp'
source_filename = "set_terminate_handler.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Unhandled = type { i32 }

$__clang_call_terminate = comdat any

$_ZTS9Unhandled = comdat any

$_ZTI9Unhandled = comdat any

@.str = private unnamed_addr constant [21 x i8] c"old handler set: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"second set returns mine: %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS9Unhandled = linkonce_odr dso_local constant [11 x i8] c"9Unhandled\00", comdat, align 1
@_ZTI9Unhandled = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i32 2), ptr @_ZTS9Unhandled }, comdat, align 4
@.str.2 = private unnamed_addr constant [21 x i8] c"my_terminate called\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"some other exception\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %4 = call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef @_ZL12my_terminatev) #7
  store ptr %4, ptr %2, align 4
  %5 = load ptr, ptr %2, align 4
  %6 = icmp ne ptr %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
  %9 = call noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef @_ZL12my_terminatev) #7
  store ptr %9, ptr %3, align 4
  %10 = load ptr, ptr %3, align 4
  %11 = icmp eq ptr %10, @_ZL12my_terminatev
  %12 = zext i1 %11 to i32
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %12)
  %14 = call ptr @__cxa_allocate_exception(i32 4) #7
  %15 = getelementptr inbounds %struct.Unhandled, ptr %14, i32 0, i32 0
  store i32 9, ptr %15, align 8
  call void @__cxa_throw(ptr %14, ptr @_ZTI9Unhandled, ptr null) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt13set_terminatePFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12my_terminatev() #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  invoke void @__cxa_rethrow() #8
          to label %45 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI9Unhandled
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 4
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI9Unhandled) #7
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %22

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 4
  %15 = call ptr @__cxa_begin_catch(ptr %14) #7
  store ptr %15, ptr %3, align 4
  %16 = load ptr, ptr %3, align 4
  %17 = getelementptr inbounds %struct.Unhandled, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %18)
          to label %20 unwind label %32

20:                                               ; preds = %13
  call void @__cxa_end_catch()
  br label %21

21:                                               ; preds = %20, %26
  call void @exit(i32 noundef 3) #8
  unreachable

22:                                               ; preds = %9
  %23 = load ptr, ptr %1, align 4
  %24 = call ptr @__cxa_begin_catch(ptr %23) #7
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3)
          to label %26 unwind label %27

26:                                               ; preds = %22
  call void @__cxa_end_catch()
  br label %21

27:                                               ; preds = %22
  %28 = landingpad { ptr, i32 }
          cleanup
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %1, align 4
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %31 unwind label %42

31:                                               ; preds = %27
  br label %37

32:                                               ; preds = %13
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %1, align 4
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %2, align 4
  invoke void @__cxa_end_catch()
          to label %36 unwind label %42

36:                                               ; preds = %32
  br label %37

37:                                               ; preds = %36, %31
  %38 = load ptr, ptr %1, align 4
  %39 = load i32, ptr %2, align 4
  %40 = insertvalue { ptr, i32 } poison, ptr %38, 0
  %41 = insertvalue { ptr, i32 } %40, i32 %39, 1
  resume { ptr, i32 } %41

42:                                               ; preds = %32, %27
  %43 = landingpad { ptr, i32 }
          catch ptr null
  %44 = extractvalue { ptr, i32 } %43, 0
  call void @__clang_call_terminate(ptr %44) #9
  unreachable

45:                                               ; preds = %0
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @__cxa_rethrow()

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @exit(i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
