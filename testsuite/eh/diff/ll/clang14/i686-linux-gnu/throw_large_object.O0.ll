; ModuleID = 'throw_large_object.cpp'
source_filename = "throw_large_object.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-unknown-linux-gnu"

%struct.Big = type { [1000 x i32], [24 x i8], i64 }

$__clang_call_terminate = comdat any

$_ZTS3Big = comdat any

$_ZTI3Big = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS3Big = linkonce_odr dso_local constant [5 x i8] c"3Big\00", comdat, align 1
@_ZTI3Big = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Big, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [37 x i8] c"by ref: %s sum %lld recomputed %lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"by value: %s sum %lld recomputed %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"big exception\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Big*, align 4
  %5 = alloca %struct.Big, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL14fill_and_throwi(i32 noundef 3)
          to label %6 unwind label %7

6:                                                ; preds = %0
  br label %30

7:                                                ; preds = %0
  %8 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)
  %9 = extractvalue { i8*, i32 } %8, 0
  store i8* %9, i8** %2, align 4
  %10 = extractvalue { i8*, i32 } %8, 1
  store i32 %10, i32* %3, align 4
  br label %11

11:                                               ; preds = %7
  %12 = load i32, i32* %3, align 4
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %65

15:                                               ; preds = %11
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #7
  %18 = bitcast i8* %17 to %struct.Big*
  store %struct.Big* %18, %struct.Big** %4, align 4
  %19 = load %struct.Big*, %struct.Big** %4, align 4
  %20 = getelementptr inbounds %struct.Big, %struct.Big* %19, i32 0, i32 1
  %21 = getelementptr inbounds [24 x i8], [24 x i8]* %20, i32 0, i32 0
  %22 = load %struct.Big*, %struct.Big** %4, align 4
  %23 = getelementptr inbounds %struct.Big, %struct.Big* %22, i32 0, i32 2
  %24 = load i64, i64* %23, align 4
  %25 = load %struct.Big*, %struct.Big** %4, align 4
  %26 = invoke noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 4 dereferenceable(4032) %25)
          to label %27 unwind label %32

27:                                               ; preds = %15
  %28 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i32 0, i32 0), i8* noundef %21, i64 noundef %24, i64 noundef %26)
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
  store i8* %34, i8** %2, align 4
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
  store i8* %39, i8** %2, align 4
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %3, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, i32* %3, align 4
  %43 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*)) #7
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %65

45:                                               ; preds = %41
  %46 = load i8*, i8** %2, align 4
  %47 = call i8* @__cxa_begin_catch(i8* %46) #7
  %48 = bitcast i8* %47 to %struct.Big*
  %49 = bitcast %struct.Big* %5 to i8*
  %50 = bitcast %struct.Big* %48 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 4 %49, i8* align 4 %50, i32 4032, i1 false)
  %51 = getelementptr inbounds %struct.Big, %struct.Big* %5, i32 0, i32 1
  %52 = getelementptr inbounds [24 x i8], [24 x i8]* %51, i32 0, i32 0
  %53 = getelementptr inbounds %struct.Big, %struct.Big* %5, i32 0, i32 2
  %54 = load i64, i64* %53, align 4
  %55 = invoke noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 4 dereferenceable(4032) %5)
          to label %56 unwind label %60

56:                                               ; preds = %45
  %57 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.1, i32 0, i32 0), i8* noundef %52, i64 noundef %54, i64 noundef %55)
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
  store i8* %62, i8** %2, align 4
  %63 = extractvalue { i8*, i32 } %61, 1
  store i32 %63, i32* %3, align 4
  invoke void @__cxa_end_catch()
          to label %64 unwind label %70

64:                                               ; preds = %60
  br label %65

65:                                               ; preds = %64, %41, %36, %11
  %66 = load i8*, i8** %2, align 4
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
  %3 = alloca %struct.Big, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i64 0, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %8

8:                                                ; preds = %27, %1
  %9 = load i32, i32* %5, align 4
  %10 = icmp slt i32 %9, 1000
  br i1 %10, label %11, label %30

11:                                               ; preds = %8
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %2, align 4
  %14 = mul nsw i32 %12, %13
  %15 = add nsw i32 %14, 7
  %16 = srem i32 %15, 1009
  %17 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %18 = load i32, i32* %5, align 4
  %19 = getelementptr inbounds [1000 x i32], [1000 x i32]* %17, i32 0, i32 %18
  store i32 %16, i32* %19, align 4
  %20 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 0
  %21 = load i32, i32* %5, align 4
  %22 = getelementptr inbounds [1000 x i32], [1000 x i32]* %20, i32 0, i32 %21
  %23 = load i32, i32* %22, align 4
  %24 = sext i32 %23 to i64
  %25 = load i64, i64* %4, align 8
  %26 = add nsw i64 %25, %24
  store i64 %26, i64* %4, align 8
  br label %27

27:                                               ; preds = %11
  %28 = load i32, i32* %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, i32* %5, align 4
  br label %8, !llvm.loop !7

30:                                               ; preds = %8
  store i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.2, i32 0, i32 0), i8** %6, align 4
  store i32 0, i32* %7, align 4
  br label %31

31:                                               ; preds = %45, %30
  %32 = load i8*, i8** %6, align 4
  %33 = load i32, i32* %7, align 4
  %34 = getelementptr inbounds i8, i8* %32, i32 %33
  %35 = load i8, i8* %34, align 1
  %36 = icmp ne i8 %35, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %31
  %38 = load i8*, i8** %6, align 4
  %39 = load i32, i32* %7, align 4
  %40 = getelementptr inbounds i8, i8* %38, i32 %39
  %41 = load i8, i8* %40, align 1
  %42 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %43 = load i32, i32* %7, align 4
  %44 = getelementptr inbounds [24 x i8], [24 x i8]* %42, i32 0, i32 %43
  store i8 %41, i8* %44, align 1
  br label %45

45:                                               ; preds = %37
  %46 = load i32, i32* %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, i32* %7, align 4
  br label %31, !llvm.loop !9

48:                                               ; preds = %31
  %49 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 1
  %50 = load i32, i32* %7, align 4
  %51 = getelementptr inbounds [24 x i8], [24 x i8]* %49, i32 0, i32 %50
  store i8 0, i8* %51, align 1
  %52 = load i64, i64* %4, align 8
  %53 = getelementptr inbounds %struct.Big, %struct.Big* %3, i32 0, i32 2
  store i64 %52, i64* %53, align 4
  %54 = call i8* @__cxa_allocate_exception(i32 4032) #7
  %55 = bitcast i8* %54 to %struct.Big*
  %56 = bitcast %struct.Big* %55 to i8*
  %57 = bitcast %struct.Big* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 16 %56, i8* align 4 %57, i32 4032, i1 false)
  call void @__cxa_throw(i8* %54, i8* bitcast ({ i8*, i8* }* @_ZTI3Big to i8*), i8* null) #9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @_ZL5checkRK3Big(%struct.Big* noundef nonnull align 4 dereferenceable(4032) %0) #4 {
  %2 = alloca %struct.Big*, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store %struct.Big* %0, %struct.Big** %2, align 4
  store i64 0, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %17, %1
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 1000
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load %struct.Big*, %struct.Big** %2, align 4
  %10 = getelementptr inbounds %struct.Big, %struct.Big* %9, i32 0, i32 0
  %11 = load i32, i32* %4, align 4
  %12 = getelementptr inbounds [1000 x i32], [1000 x i32]* %10, i32 0, i32 %11
  %13 = load i32, i32* %12, align 4
  %14 = sext i32 %13 to i64
  %15 = load i64, i64* %3, align 8
  %16 = add nsw i64 %15, %14
  store i64 %16, i64* %3, align 8
  br label %17

17:                                               ; preds = %8
  %18 = load i32, i32* %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %4, align 4
  br label %5, !llvm.loop !10

20:                                               ; preds = %5
  %21 = load i64, i64* %3, align 8
  ret i64 %21
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
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #6

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind readnone }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 1}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
