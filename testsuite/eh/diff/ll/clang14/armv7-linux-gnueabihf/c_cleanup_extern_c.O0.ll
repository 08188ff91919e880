; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Obj = type { i8 }

$__clang_call_terminate = comdat any

$_ZN3ObjD2Ev = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"~Obj\0A\00", align 1

; Function Attrs: mustprogress noinline optnone
define dso_local void @c_thrower(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %7 = load i32, i32* %2, align 4
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %17

10:                                               ; preds = %1
  %11 = call i8* @__cxa_allocate_exception(i32 4) #6
  %12 = bitcast i8* %11 to i32*
  store i32 99, i32* %12, align 8
  invoke void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #7
          to label %39 unwind label %13

13:                                               ; preds = %22, %10
  %14 = landingpad { i8*, i32 }
          cleanup
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %4, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %5, align 4
  br label %29

17:                                               ; preds = %1
  %18 = load i32, i32* %2, align 4
  %19 = add nsw i32 %18, 100
  store i32 %19, i32* %6, align 4
  %20 = load i32, i32* %2, align 4
  %21 = sub nsw i32 %20, 1
  invoke void @c_middle(i32 noundef %21)
          to label %22 unwind label %24

22:                                               ; preds = %17
  invoke void @_ZL7releasePi(i32* noundef %6)
          to label %23 unwind label %13

23:                                               ; preds = %22
  call void @_ZL7releasePi(i32* noundef %3)
  ret void

24:                                               ; preds = %17
  %25 = landingpad { i8*, i32 }
          cleanup
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %4, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %5, align 4
  invoke void @_ZL7releasePi(i32* noundef %6)
          to label %28 unwind label %36

28:                                               ; preds = %24
  br label %29

29:                                               ; preds = %28, %13
  invoke void @_ZL7releasePi(i32* noundef %3)
          to label %30 unwind label %36

30:                                               ; preds = %29
  br label %31

31:                                               ; preds = %30
  %32 = load i8*, i8** %4, align 4
  %33 = load i32, i32* %5, align 4
  %34 = insertvalue { i8*, i32 } undef, i8* %32, 0
  %35 = insertvalue { i8*, i32 } %34, i32 %33, 1
  resume { i8*, i32 } %35

36:                                               ; preds = %29, %24
  %37 = landingpad { i8*, i32 }
          catch i8* null
  %38 = extractvalue { i8*, i32 } %37, 0
  call void @__clang_call_terminate(i8* %38) #8
  unreachable

39:                                               ; preds = %10
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7releasePi(i32* noundef %0) #0 {
  %2 = alloca i32*, align 4
  store i32* %0, i32** %2, align 4
  %3 = load i32*, i32** %2, align 4
  %4 = load i32, i32* %3, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i32 0, i32 0), i32 noundef %4)
  ret void
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline optnone
define dso_local void @c_middle(i32 noundef %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %6 = load i32, i32* %2, align 4
  %7 = add nsw i32 1000, %6
  store i32 %7, i32* %3, align 4
  %8 = load i32, i32* %2, align 4
  invoke void @c_thrower(i32 noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %1
  call void @_ZL7releasePi(i32* noundef %3)
  ret void

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          cleanup
  %12 = extractvalue { i8*, i32 } %11, 0
  store i8* %12, i8** %4, align 4
  %13 = extractvalue { i8*, i32 } %11, 1
  store i32 %13, i32* %5, align 4
  invoke void @_ZL7releasePi(i32* noundef %3)
          to label %14 unwind label %20

14:                                               ; preds = %10
  br label %15

15:                                               ; preds = %14
  %16 = load i8*, i8** %4, align 4
  %17 = load i32, i32* %5, align 4
  %18 = insertvalue { i8*, i32 } undef, i8* %16, 0
  %19 = insertvalue { i8*, i32 } %18, i32 %17, 1
  resume { i8*, i32 } %19

20:                                               ; preds = %10
  %21 = landingpad { i8*, i32 }
          catch i8* null
  %22 = extractvalue { i8*, i32 } %21, 0
  call void @__clang_call_terminate(i8* %22) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #1 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #8
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL9cpp_framev()
          to label %5 unwind label %6

5:                                                ; preds = %0
  br label %22

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 4
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  br label %10

10:                                               ; preds = %6
  %11 = load i32, i32* %3, align 4
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %27

14:                                               ; preds = %10
  %15 = load i8*, i8** %2, align 4
  %16 = call i8* @__cxa_begin_catch(i8* %15) #6
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %4, align 4
  %19 = load i32, i32* %4, align 4
  %20 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i32 0, i32 0), i32 noundef %19)
          to label %21 unwind label %23

21:                                               ; preds = %14
  call void @__cxa_end_catch() #6
  br label %22

22:                                               ; preds = %21, %5
  ret i32 0

23:                                               ; preds = %14
  %24 = landingpad { i8*, i32 }
          cleanup
  %25 = extractvalue { i8*, i32 } %24, 0
  store i8* %25, i8** %2, align 4
  %26 = extractvalue { i8*, i32 } %24, 1
  store i32 %26, i32* %3, align 4
  call void @__cxa_end_catch() #6
  br label %27

27:                                               ; preds = %23, %10
  %28 = load i8*, i8** %2, align 4
  %29 = load i32, i32* %3, align 4
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1
  resume { i8*, i32 } %31
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9cpp_framev() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Obj, align 1
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  invoke void @c_thrower(i32 noundef 2)
          to label %4 unwind label %6

4:                                                ; preds = %0
  %5 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %1) #6
  ret void

6:                                                ; preds = %0
  %7 = landingpad { i8*, i32 }
          cleanup
  %8 = extractvalue { i8*, i32 } %7, 0
  store i8* %8, i8** %2, align 4
  %9 = extractvalue { i8*, i32 } %7, 1
  store i32 %9, i32* %3, align 4
  %10 = call noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull align 1 dereferenceable(1) %1) #6
  br label %11

11:                                               ; preds = %6
  %12 = load i8*, i8** %2, align 4
  %13 = load i32, i32* %3, align 4
  %14 = insertvalue { i8*, i32 } undef, i8* %12, 0
  %15 = insertvalue { i8*, i32 } %14, i32 %13, 1
  resume { i8*, i32 } %15
}

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Obj* @_ZN3ObjD2Ev(%struct.Obj* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #5 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Obj*, align 4
  store %struct.Obj* %0, %struct.Obj** %2, align 4
  %3 = load %struct.Obj*, %struct.Obj** %2, align 4
  %4 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0))
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret %struct.Obj* %3

6:                                                ; preds = %1
  %7 = landingpad { i8*, i32 }
          catch i8* null
  %8 = extractvalue { i8*, i32 } %7, 0
  call void @__clang_call_terminate(i8* %8) #8
  unreachable
}

attributes #0 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline noreturn nounwind }
attributes #2 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

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
