; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$__clang_call_terminate = comdat any

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 8
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Big*, align 8
  %5 = alloca %struct.Big, align 8
  store i32 0, i32* %1, align 4
  invoke void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %30

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 8
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %65

15:                                               ; preds = %11
  %16 = load i8*, i8** %2, align 8
  %17 = call i8* @__cxa_begin_catch(i8* %16) #7
  %18 = bitcast i8* %17 to %struct.Big*
  store %struct.Big* %18, %struct.Big** %4, align 8
  %19 = load %struct.Big*, %struct.Big** %4, align 8
  %20 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 1
  %21 = getelementptr inbounds [24 x i8], [24 x i8]* %20, i64 0, i64 0
  %22 = load %struct.Big*, %struct.Big** %4, align 8
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %22, i32 0, i32 2
  %24 = load i64, i64* %23, align 8
  %25 = load %struct.Big*, %struct.Big** %4, align 8
  %26 = invoke noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %25)
          to label %27 unwind label %32

27:                                               ; preds = %15
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i8* noundef %21, i64 noundef %24, i64 noundef %26)
          to label %29 unwind label %32

29:                                               ; preds = %27
  call void @__cxa_end_catch()
  br label %30

30:                                               ; preds = %29, %6
  invoke void @_ZL14fill_and_throwi(i32 noundef 5)
          to label %31 unwind label %37

31:                                               ; preds = %30
  br label %59

32:                                               ; preds = %27, %15
  %33 = landingpad { i8*, i32 }
          cleanup
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %2, align 8
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %36 unwind label %70

36:                                               ; preds = %32
  br label %65

37:                                               ; preds = %30
  %38 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %2, align 8
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %3, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %3, align 4
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %65

45:                                               ; preds = %41
  %46 = load i8*, i8** %2, align 8
  %47 = call i8* @__cxa_begin_catch(i8* %46) #7
  %48 = bitcast i8* %47 to %struct.Big*
  %49 = bitcast %struct.Big* %5 to i8*
  %50 = bitcast %struct.Big* %48 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %49, i8* align 8 %50, i64 4032, i1 false)
  %51 = getelementptr inbounds %struct.Big, %struct.Big* %5, i32 0, i32 1
  %52 = getelementptr inbounds [24 x i8], [24 x i8]* %51, i64 0, i64 0
  %53 = getelementptr inbounds %struct.Big, %struct.Big* %5, i32 0, i32 2
  %54 = load i64, i64* %53, align 8
  %55 = invoke noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %5)
          to label %56 unwind label %60

56:                                               ; preds = %45
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i64 0, i64 0), i8* noundef %52, i64 noundef %54, i64 noundef %55)
          to label %58 unwind label %60

58:                                               ; preds = %56
  call void @__cxa_end_catch()
  br label %59

59:                                               ; preds = %58, %31
  ret i32 0

60:                                               ; preds = %56, %45
  %61 = landingpad { i8*, i32 }
          cleanup
  %62 = extractvalue { i8*, i32 } %61, 0
  store i8* %62, i8** %2, align 8
  %63 = extractvalue { i8*, i32 } %61, 1
  store i32 %63, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %64 unwind label %70

64:                                               ; preds = %60
  br label %65

65:                                               ; preds = %64, %41, %36, %11
  %66 = load i8*, i8** %2, align 8
  %67 = load i32, i32* %3, align 4
  %68 = insertvalue { i8*, i32 } undef, i8* %66, 0
  %69 = insertvalue { i8*, i32 } %68, i32 %67, 1
  resume { i8*, i32 } %69

70:                                               ; preds = %60, %32
  %71 = landingpad { i8*, i32 }
          catch i8* null
  %72 = extractvalue { i8*, i32 } %71, 0
  call void @__clang_call_terminate(i8* %72) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL14fill_and_throwi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Big, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %29, %1
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %32

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %18 = load i32, i32* %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [1000 x i32], [1000 x i32]* %17, i64 0, i64 %19
  store i32 %16, i32* %20, align 4
  %21 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %22 = load i32, i32* %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [1000 x i32], [1000 x i32]* %21, i64 0, i64 %23
  %25 = load i32, i32* %24, align 4
  %26 = sext i32 %25 to i64
  %27 = load i64, i64* %4, align 8
  %28 = add nsw i64 %27, %26
  store i64 %28, i64* %4, align 8
  br label %29

29:                                               ; preds = %11
  %30 = load i32, i32* %5, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %5, align 4
  br label %8, !llvm.loop !10

32:                                               ; preds = %8
  store i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i64 0, i64 0), i8** %6, align 8
  store i32 0, i32* %7, align 4
  br label %33

33:                                               ; preds = %50, %32
  %34 = load i8*, i8** %6, align 8
  %35 = load i32, i32* %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, i8* %34, i64 %36
  %38 = load i8, i8* %37, align 1
  %39 = icmp ne i8 %38, 0
  br i1 %39, label %40, label %53

40:                                               ; preds = %33
  %41 = load i8*, i8** %6, align 8
  %42 = load i32, i32* %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, i8* %41, i64 %43
  %45 = load i8, i8* %44, align 1
  %46 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %47 = load i32, i32* %7, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [24 x i8], [24 x i8]* %46, i64 0, i64 %48
  store i8 %45, i8* %49, align 1
  br label %50

50:                                               ; preds = %40
  %51 = load i32, i32* %7, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %7, align 4
  br label %33, !llvm.loop !12

53:                                               ; preds = %33
  %54 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %55 = load i32, i32* %7, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [24 x i8], [24 x i8]* %54, i64 0, i64 %56
  store i8 0, i8* %57, align 1
  %58 = load i64, i64* %4, align 8
  %59 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 2
  store i64 %58, i64* %59, align 8
  %60 = call i8* @__cxa_allocate_exception(i64 4032) #7
  %61 = bitcast i8* %60 to %struct.Big*
  %62 = bitcast %struct.Big* %61 to i8*
  %63 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %62, i8* align 8 %63, i64 4032, i1 false)
  call void @__cxa_throw(i8* %60, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 8 dereferenceable(4032) %0) #4 {
  %2 = alloca %struct.Big*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store %struct.Big* %0, %struct.Big** %2, align 8
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 1000
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load %struct.Big*, %struct.Big** %2, align 8
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %9, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [1000 x i32], [1000 x i32]* %10, i64 0, i64 %12
  %14 = load i32, i32* %13, align 4
  %15 = sext i32 %14 to i64
  %16 = load i64, i64* %3, align 8
  %17 = add nsw i64 %16, %15
  store i64 %17, i64* %3, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !13

21:                                               ; preds = %5
  %22 = load i64, i64* %3, align 8
  ret i64 %22
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #5 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+outline-atomics,+v8a" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
