; ModuleID = 'throw_decayed_types.cpp'
source_filename = "throw_decayed_types.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

@_ZTIPKi = external constant i8*
@_ZL5table = internal global [3 x i32] [i32 4, i32 5, i32 6], align 4
@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [31 x i8] c"array as const int*: %d %d %d\0A\00", align 1
@_ZTIPv = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSPFivE = linkonce_odr dso_local constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global i8*
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__function_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSFivE, i32 0, i32 0) }, comdat, align 8
@_ZTIPFivE = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @_ZTSPFivE, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTIFivE to i8*) }, comdat, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"function pointer gives %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"wrong: function as void*\0A\00", align 1
@__const.main.word = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@_ZTIPKc = external constant i8*
@_ZTIPc = external constant i8*
@.str.3 = private unnamed_addr constant [31 x i8] c"char array as const char*: %s\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32 ()*, align 8
  %6 = alloca i8*, align 8
  %7 = alloca [6 x i8], align 1
  %8 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %9 = call i8* @__cxa_allocate_exception(i64 8) #5
  %10 = bitcast i8* %9 to i32**
  store i32* getelementptr inbounds ([3 x i32], [3 x i32]* @_ZL5table, i64 0, i64 0), i32** %10, align 16
  invoke void @__cxa_throw(i8* %9, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #6
          to label %103 unwind label %11

11:                                               ; preds = %0
  %12 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %13 = extractvalue { i8*, i32 } %12, 0
  store i8* %13, i8** %2, align 8
  %14 = extractvalue { i8*, i32 } %12, 1
  store i32 %14, i32* %3, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, i32* %3, align 4
  %17 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #5
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %98

19:                                               ; preds = %15
  %20 = load i8*, i8** %2, align 8
  %21 = call i8* @__cxa_begin_catch(i8* %20) #5
  %22 = bitcast i8* %21 to i32*
  store i32* %22, i32** %4, align 8
  %23 = load i32*, i32** %4, align 8
  %24 = getelementptr inbounds i32, i32* %23, i64 0
  %25 = load i32, i32* %24, align 4
  %26 = load i32*, i32** %4, align 8
  %27 = getelementptr inbounds i32, i32* %26, i64 1
  %28 = load i32, i32* %27, align 4
  %29 = load i32*, i32** %4, align 8
  %30 = getelementptr inbounds i32, i32* %29, i64 2
  %31 = load i32, i32* %30, align 4
  %32 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %25, i32 noundef %28, i32 noundef %31)
          to label %33 unwind label %37

33:                                               ; preds = %19
  call void @__cxa_end_catch() #5
  br label %34

34:                                               ; preds = %33
  %35 = call i8* @__cxa_allocate_exception(i64 8) #5
  %36 = bitcast i8* %35 to i32 ()**
  store i32 ()* @_ZL5sevenv, i32 ()** %36, align 16
  invoke void @__cxa_throw(i8* %35, i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*), i8* null) #6
          to label %103 unwind label %41

37:                                               ; preds = %19
  %38 = landingpad { i8*, i32 }
          cleanup
  %39 = extractvalue { i8*, i32 } %38, 0
  store i8* %39, i8** %2, align 8
  %40 = extractvalue { i8*, i32 } %38, 1
  store i32 %40, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %98

41:                                               ; preds = %34
  %42 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPv to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)
  %43 = extractvalue { i8*, i32 } %42, 0
  store i8* %43, i8** %2, align 8
  %44 = extractvalue { i8*, i32 } %42, 1
  store i32 %44, i32* %3, align 4
  br label %45

45:                                               ; preds = %41
  %46 = load i32, i32* %3, align 4
  %47 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPv to i8*)) #5
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %59

49:                                               ; preds = %45
  %50 = load i8*, i8** %2, align 8
  %51 = call i8* @__cxa_begin_catch(i8* %50) #5
  store i8* %51, i8** %6, align 8
  %52 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0))
          to label %53 unwind label %75

53:                                               ; preds = %49
  call void @__cxa_end_catch() #5
  br label %54

54:                                               ; preds = %53, %70
  %55 = bitcast [6 x i8]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %55, i8* align 1 getelementptr inbounds ([6 x i8], [6 x i8]* @__const.main.word, i32 0, i32 0), i64 6, i1 false)
  %56 = call i8* @__cxa_allocate_exception(i64 8) #5
  %57 = bitcast i8* %56 to i8**
  %58 = getelementptr inbounds [6 x i8], [6 x i8]* %7, i64 0, i64 0
  store i8* %58, i8** %57, align 16
  invoke void @__cxa_throw(i8* %56, i8* bitcast (i8** @_ZTIPc to i8*), i8* null) #6
          to label %103 unwind label %79

59:                                               ; preds = %45
  %60 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIPFivE to i8*)) #5
  %61 = icmp eq i32 %46, %60
  br i1 %61, label %62, label %98

62:                                               ; preds = %59
  %63 = load i8*, i8** %2, align 8
  %64 = call i8* @__cxa_begin_catch(i8* %63) #5
  %65 = bitcast i8* %64 to i32 ()*
  store i32 ()* %65, i32 ()** %5, align 8
  %66 = load i32 ()*, i32 ()** %5, align 8
  %67 = invoke noundef i32 %66()
          to label %68 unwind label %71

68:                                               ; preds = %62
  %69 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %67)
          to label %70 unwind label %71

70:                                               ; preds = %68
  call void @__cxa_end_catch() #5
  br label %54

71:                                               ; preds = %68, %62
  %72 = landingpad { i8*, i32 }
          cleanup
  %73 = extractvalue { i8*, i32 } %72, 0
  store i8* %73, i8** %2, align 8
  %74 = extractvalue { i8*, i32 } %72, 1
  store i32 %74, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %98

75:                                               ; preds = %49
  %76 = landingpad { i8*, i32 }
          cleanup
  %77 = extractvalue { i8*, i32 } %76, 0
  store i8* %77, i8** %2, align 8
  %78 = extractvalue { i8*, i32 } %76, 1
  store i32 %78, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %98

79:                                               ; preds = %54
  %80 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %81 = extractvalue { i8*, i32 } %80, 0
  store i8* %81, i8** %2, align 8
  %82 = extractvalue { i8*, i32 } %80, 1
  store i32 %82, i32* %3, align 4
  br label %83

83:                                               ; preds = %79
  %84 = load i32, i32* %3, align 4
  %85 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #5
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %98

87:                                               ; preds = %83
  %88 = load i8*, i8** %2, align 8
  %89 = call i8* @__cxa_begin_catch(i8* %88) #5
  store i8* %89, i8** %8, align 8
  %90 = load i8*, i8** %8, align 8
  %91 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.3, i64 0, i64 0), i8* noundef %90)
          to label %92 unwind label %94

92:                                               ; preds = %87
  call void @__cxa_end_catch() #5
  br label %93

93:                                               ; preds = %92
  ret i32 0

94:                                               ; preds = %87
  %95 = landingpad { i8*, i32 }
          cleanup
  %96 = extractvalue { i8*, i32 } %95, 0
  store i8* %96, i8** %2, align 8
  %97 = extractvalue { i8*, i32 } %95, 1
  store i32 %97, i32* %3, align 4
  call void @__cxa_end_catch() #5
  br label %98

98:                                               ; preds = %94, %83, %75, %71, %59, %37, %15
  %99 = load i8*, i8** %2, align 8
  %100 = load i32, i32* %3, align 4
  %101 = insertvalue { i8*, i32 } undef, i8* %99, 0
  %102 = insertvalue { i8*, i32 } %101, i32 %100, 1
  resume { i8*, i32 } %102

103:                                              ; preds = %54, %34, %0
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5sevenv() #3 {
  ret i32 7
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
