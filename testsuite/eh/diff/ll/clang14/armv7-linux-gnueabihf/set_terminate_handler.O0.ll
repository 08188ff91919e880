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
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS9Unhandled = linkonce_odr dso_local constant [11 x i8] c"9Unhandled\00", comdat, align 1
@_ZTI9Unhandled = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTS9Unhandled, i32 0, i32 0) }, comdat, align 4
@.str.2 = private unnamed_addr constant [21 x i8] c"my_terminate called\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"some other exception\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"current exception is Unhandled %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca void ()*, align 4
  %3 = alloca void ()*, align 4
  store i32 0, i32* %1, align 4
  %4 = call noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef @_ZL12my_terminatev) #7
  store void ()* %4, void ()** %2, align 4
  %5 = load void ()*, void ()** %2, align 4
  %6 = icmp ne void ()* %5, null
  %7 = zext i1 %6 to i32
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i32 0, i32 0), i32 noundef %7)
  %9 = call noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef @_ZL12my_terminatev) #7
  store void ()* %9, void ()** %3, align 4
  %10 = load void ()*, void ()** %3, align 4
  %11 = icmp eq void ()* %10, @_ZL12my_terminatev
  %12 = zext i1 %11 to i32
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.1, i32 0, i32 0), i32 noundef %12)
  %14 = call i8* @__cxa_allocate_exception(i32 4) #7
  %15 = bitcast i8* %14 to %struct.Unhandled*
  %16 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %15, i32 0, i32 0
  store i32 9, i32* %16, align 8
  call void @__cxa_throw(i8* %14, i8* bitcast ({ i8*, i8* }* @_ZTI9Unhandled to i8*), i8* null) #8
  unreachable
}

; Function Attrs: nounwind
declare noundef void ()* @_ZSt13set_terminatePFvvE(void ()* noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL12my_terminatev() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i8*, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Unhandled*, align 4
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i32 0, i32 0))
  invoke void @__cxa_rethrow() #8
          to label %46 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI9Unhandled to i8*)
          catch i8* null
  %7 = extractvalue { i8*, i32 } %6, 0
  store i8* %7, i8** %1, align 4
  %8 = extractvalue { i8*, i32 } %6, 1
  store i32 %8, i32* %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, i32* %2, align 4
  %11 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI9Unhandled to i8*)) #7
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %9
  %14 = load i8*, i8** %1, align 4
  %15 = call i8* @__cxa_begin_catch(i8* %14) #7
  %16 = bitcast i8* %15 to %struct.Unhandled*
  store %struct.Unhandled* %16, %struct.Unhandled** %3, align 4
  %17 = load %struct.Unhandled*, %struct.Unhandled** %3, align 4
  %18 = getelementptr inbounds %struct.Unhandled, %struct.Unhandled* %17, i32 0, i32 0
  %19 = load i32, i32* %18, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.4, i32 0, i32 0), i32 noundef %19)
          to label %21 unwind label %33

21:                                               ; preds = %13
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %27
  call void @exit(i32 noundef 3) #8
  unreachable

23:                                               ; preds = %9
  %24 = load i8*, i8** %1, align 4
  %25 = call i8* @__cxa_begin_catch(i8* %24) #7
  %26 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i32 0, i32 0))
          to label %27 unwind label %28

27:                                               ; preds = %23
  call void @__cxa_end_catch()
  br label %22

28:                                               ; preds = %23
  %29 = landingpad { i8*, i32 }
          cleanup
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %1, align 4
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %2, align 4
  invoke void @__cxa_end_catch()
          to label %32 unwind label %43

32:                                               ; preds = %28
  br label %38

33:                                               ; preds = %13
  %34 = landingpad { i8*, i32 }
          cleanup
  %35 = extractvalue { i8*, i32 } %34, 0
  store i8* %35, i8** %1, align 4
  %36 = extractvalue { i8*, i32 } %34, 1
  store i32 %36, i32* %2, align 4
  invoke void @__cxa_end_catch()
          to label %37 unwind label %43

37:                                               ; preds = %33
  br label %38

38:                                               ; preds = %37, %32
  %39 = load i8*, i8** %1, align 4
  %40 = load i32, i32* %2, align 4
  %41 = insertvalue { i8*, i32 } undef, i8* %39, 0
  %42 = insertvalue { i8*, i32 } %41, i32 %40, 1
  resume { i8*, i32 } %42

43:                                               ; preds = %33, %28
  %44 = landingpad { i8*, i32 }
          catch i8* null
  %45 = extractvalue { i8*, i32 } %44, 0
  call void @__clang_call_terminate(i8* %45) #9
  unreachable

46:                                               ; preds = %0
  unreachable
}

declare i32 @printf(i8* noundef, ...) #3

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_rethrow()

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @exit(i32 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
