; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv7-unknown-linux-gnueabihf"

%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$_ZN5PlainC2Ei = comdat any

$_ZN5PlainD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

$__clang_call_terminate = comdat any

@_ZTIi = external constant i8*
@.str = private unnamed_addr constant [14 x i8] c"end of scope\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"end\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.Thrower, align 1
  %6 = alloca %struct.Plain, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %8 = invoke noundef %struct.Plain* @_ZN5PlainC2Ei(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %9 unwind label %18

9:                                                ; preds = %0
  %10 = invoke noundef %struct.Plain* @_ZN5PlainC2Ei(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 2)
          to label %11 unwind label %22

11:                                               ; preds = %9
  %12 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0))
          to label %13 unwind label %26

13:                                               ; preds = %11
  %14 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %6) #6
  %15 = invoke noundef %struct.Thrower* @_ZN7ThrowerD2Ev(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %5)
          to label %16 unwind label %31

16:                                               ; preds = %13
  %17 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %52

18:                                               ; preds = %0
  %19 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %3, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %4, align 4
  br label %40

22:                                               ; preds = %9
  %23 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %24 = extractvalue { i8*, i32 } %23, 0
  store i8* %24, i8** %3, align 4
  %25 = extractvalue { i8*, i32 } %23, 1
  store i32 %25, i32* %4, align 4
  br label %35

26:                                               ; preds = %11
  %27 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %28 = extractvalue { i8*, i32 } %27, 0
  store i8* %28, i8** %3, align 4
  %29 = extractvalue { i8*, i32 } %27, 1
  store i32 %29, i32* %4, align 4
  %30 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %6) #6
  br label %35

31:                                               ; preds = %13
  %32 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %33 = extractvalue { i8*, i32 } %32, 0
  store i8* %33, i8** %3, align 4
  %34 = extractvalue { i8*, i32 } %32, 1
  store i32 %34, i32* %4, align 4
  br label %38

35:                                               ; preds = %26, %22
  %36 = invoke noundef %struct.Thrower* @_ZN7ThrowerD2Ev(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %5)
          to label %37 unwind label %63

37:                                               ; preds = %35
  br label %38

38:                                               ; preds = %37, %31
  %39 = call noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2) #6
  br label %40

40:                                               ; preds = %38, %18
  %41 = load i32, i32* %4, align 4
  %42 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #6
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %44, label %58

44:                                               ; preds = %40
  %45 = load i8*, i8** %3, align 4
  %46 = call i8* @__cxa_begin_catch(i8* %45) #6
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %47, align 4
  store i32 %48, i32* %7, align 4
  %49 = load i32, i32* %7, align 4
  %50 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i32 0, i32 0), i32 noundef %49)
          to label %51 unwind label %54

51:                                               ; preds = %44
  call void @__cxa_end_catch() #6
  br label %52

52:                                               ; preds = %51, %16
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0))
  ret i32 0

54:                                               ; preds = %44
  %55 = landingpad { i8*, i32 }
          cleanup
  %56 = extractvalue { i8*, i32 } %55, 0
  store i8* %56, i8** %3, align 4
  %57 = extractvalue { i8*, i32 } %55, 1
  store i32 %57, i32* %4, align 4
  call void @__cxa_end_catch() #6
  br label %58

58:                                               ; preds = %54, %40
  %59 = load i8*, i8** %3, align 4
  %60 = load i32, i32* %4, align 4
  %61 = insertvalue { i8*, i32 } undef, i8* %59, 0
  %62 = insertvalue { i8*, i32 } %61, i32 %60, 1
  resume { i8*, i32 } %62

63:                                               ; preds = %35
  %64 = landingpad { i8*, i32 }
          catch i8* null
  %65 = extractvalue { i8*, i32 } %64, 0
  call void @__clang_call_terminate(i8* %65) #7
  unreachable
}

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Plain* @_ZN5PlainC2Ei(%struct.Plain* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Plain*, align 4
  %4 = alloca i32, align 4
  store %struct.Plain* %0, %struct.Plain** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Plain*, %struct.Plain** %3, align 4
  %6 = getelementptr inbounds %struct.Plain, %struct.Plain* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Plain* %5
}

declare i32 @__gxx_personality_v0(...)

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone
define linkonce_odr dso_local noundef %struct.Plain* @_ZN5PlainD2Ev(%struct.Plain* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Plain*, align 4
  store %struct.Plain* %0, %struct.Plain** %2, align 4
  %3 = load %struct.Plain*, %struct.Plain** %2, align 4
  %4 = getelementptr inbounds %struct.Plain, %struct.Plain* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Plain* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #7
  unreachable
}

; Function Attrs: noinline optnone
define linkonce_odr dso_local noundef %struct.Thrower* @_ZN7ThrowerD2Ev(%struct.Thrower* noundef nonnull returned align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Thrower*, align 4
  %3 = alloca %struct.Thrower*, align 4
  store %struct.Thrower* %0, %struct.Thrower** %3, align 4
  %4 = load %struct.Thrower*, %struct.Thrower** %3, align 4
  store %struct.Thrower* %4, %struct.Thrower** %2, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i32 0, i32 0))
  %6 = call i8* @__cxa_allocate_exception(i32 4) #6
  %7 = bitcast i8* %6 to i32*
  store i32 42, i32* %7, align 8
  call void @__cxa_throw(i8* %6, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #8
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #4 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #6
  call void @_ZSt9terminatev() #7
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare void @__cxa_end_catch()

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-thumb-mode,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline noreturn nounwind }
attributes #5 = { nounwind readnone }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { noreturn }

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
