; ModuleID = 'catch_nullptr.cpp'
source_filename = "catch_nullptr.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.S = type { i32 }

$_ZTSP1S = comdat any

$_ZTS1S = comdat any

$_ZTI1S = comdat any

$_ZTIP1S = comdat any

$_ZTSM1Si = comdat any

$_ZTIM1Si = comdat any

@_ZTIi = external constant i8*
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global i8*
@_ZTSP1S = linkonce_odr dso_local constant [4 x i8] c"P1S\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1S = linkonce_odr dso_local constant [3 x i8] c"1S\00", comdat, align 1
@_ZTI1S = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1S, i32 0, i32 0) }, comdat, align 8
@_ZTIP1S = linkonce_odr dso_local constant { i8*, i8*, i32, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTSP1S, i32 0, i32 0), i32 0, i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@_ZTIDn = external constant i8*
@.str = private unnamed_addr constant [12 x i8] c"S* null=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"wrong: int\0A\00", align 1
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global i8*
@_ZTSM1Si = linkonce_odr dso_local constant [5 x i8] c"M1Si\00", comdat, align 1
@_ZTIM1Si = linkonce_odr dso_local constant { i8*, i8*, i32, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTSM1Si, i32 0, i32 0), i32 0, i8* bitcast (i8** @_ZTIi to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI1S to i8*) }, comdat, align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"int S::* null=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"nullptr_t\0A\00", align 1
@_ZTIPKi = external constant i8*
@_ZTIPi = external constant i8*
@.str.4 = private unnamed_addr constant [20 x i8] c"const int* null=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"wrong: nullptr_t\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_seh0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.S*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i8*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i8*, align 8
  store i32 0, i32* %1, align 4
  %10 = call i8* @__cxa_allocate_exception(i64 8) #3
  %11 = bitcast i8* %10 to i8**
  store i8* null, i8** %11, align 16
  invoke void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %134 unwind label %12

12:                                               ; preds = %0
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %2, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %3, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %3, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #3
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %16
  %21 = load i8*, i8** %2, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #3
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %5, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0))
          to label %26 unwind label %46

26:                                               ; preds = %20
  call void @__cxa_end_catch() #3
  br label %27

27:                                               ; preds = %26, %41
  %28 = call i8* @__cxa_allocate_exception(i64 8) #3
  %29 = bitcast i8* %28 to i8**
  store i8* null, i8** %29, align 16
  invoke void @__cxa_throw(i8* %28, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %134 unwind label %50

30:                                               ; preds = %16
  %31 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8* }* @_ZTIP1S to i8*)) #3
  %32 = icmp eq i32 %17, %31
  br i1 %32, label %33, label %129

33:                                               ; preds = %30
  %34 = load i8*, i8** %2, align 8
  %35 = call i8* @__cxa_begin_catch(i8* %34) #3
  %36 = bitcast i8* %35 to %struct.S*
  store %struct.S* %36, %struct.S** %4, align 8
  %37 = load %struct.S*, %struct.S** %4, align 8
  %38 = icmp eq %struct.S* %37, null
  %39 = zext i1 %38 to i32
  %40 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %39)
          to label %41 unwind label %42

41:                                               ; preds = %33
  call void @__cxa_end_catch() #3
  br label %27

42:                                               ; preds = %33
  %43 = landingpad { i8*, i32 }
          cleanup
  %44 = extractvalue { i8*, i32 } %43, 0
  store i8* %44, i8** %2, align 8
  %45 = extractvalue { i8*, i32 } %43, 1
  store i32 %45, i32* %3, align 4
  call void @__cxa_end_catch() #3
  br label %129

46:                                               ; preds = %20
  %47 = landingpad { i8*, i32 }
          cleanup
  %48 = extractvalue { i8*, i32 } %47, 0
  store i8* %48, i8** %2, align 8
  %49 = extractvalue { i8*, i32 } %47, 1
  store i32 %49, i32* %3, align 4
  call void @__cxa_end_catch() #3
  br label %129

50:                                               ; preds = %27
  %51 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)
  %52 = extractvalue { i8*, i32 } %51, 0
  store i8* %52, i8** %2, align 8
  %53 = extractvalue { i8*, i32 } %51, 1
  store i32 %53, i32* %3, align 4
  br label %54

54:                                               ; preds = %50
  %55 = load i32, i32* %3, align 4
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8*, i32, i8*, i8* }* @_ZTIM1Si to i8*)) #3
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %129

58:                                               ; preds = %54
  %59 = load i8*, i8** %2, align 8
  %60 = call i8* @__cxa_begin_catch(i8* %59) #3
  %61 = bitcast i8* %60 to i64*
  %62 = load i64, i64* %61, align 8
  store i64 %62, i64* %6, align 8
  %63 = load i64, i64* %6, align 8
  %64 = icmp eq i64 %63, -1
  %65 = zext i1 %64 to i32
  %66 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), i32 noundef %65)
          to label %67 unwind label %71

67:                                               ; preds = %58
  call void @__cxa_end_catch() #3
  br label %68

68:                                               ; preds = %67
  %69 = call i8* @__cxa_allocate_exception(i64 8) #3
  %70 = bitcast i8* %69 to i8**
  store i8* null, i8** %70, align 16
  invoke void @__cxa_throw(i8* %69, i8* bitcast (i8** @_ZTIDn to i8*), i8* null) #4
          to label %134 unwind label %75

71:                                               ; preds = %58
  %72 = landingpad { i8*, i32 }
          cleanup
  %73 = extractvalue { i8*, i32 } %72, 0
  store i8* %73, i8** %2, align 8
  %74 = extractvalue { i8*, i32 } %72, 1
  store i32 %74, i32* %3, align 4
  call void @__cxa_end_catch() #3
  br label %129

75:                                               ; preds = %68
  %76 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIDn to i8*)
  %77 = extractvalue { i8*, i32 } %76, 0
  store i8* %77, i8** %2, align 8
  %78 = extractvalue { i8*, i32 } %76, 1
  store i32 %78, i32* %3, align 4
  br label %79

79:                                               ; preds = %75
  %80 = load i32, i32* %3, align 4
  %81 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIDn to i8*)) #3
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %129

83:                                               ; preds = %79
  %84 = load i8*, i8** %2, align 8
  %85 = call i8* @__cxa_begin_catch(i8* %84) #3
  store i8* %85, i8** %7, align 8
  %86 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0))
          to label %87 unwind label %91

87:                                               ; preds = %83
  call void @__cxa_end_catch() #3
  br label %88

88:                                               ; preds = %87
  %89 = call i8* @__cxa_allocate_exception(i64 8) #3
  %90 = bitcast i8* %89 to i32**
  store i32* null, i32** %90, align 16
  invoke void @__cxa_throw(i8* %89, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %134 unwind label %95

91:                                               ; preds = %83
  %92 = landingpad { i8*, i32 }
          cleanup
  %93 = extractvalue { i8*, i32 } %92, 0
  store i8* %93, i8** %2, align 8
  %94 = extractvalue { i8*, i32 } %92, 1
  store i32 %94, i32* %3, align 4
  call void @__cxa_end_catch() #3
  br label %129

95:                                               ; preds = %88
  %96 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIDn to i8*)
          catch i8* bitcast (i8** @_ZTIPKi to i8*)
  %97 = extractvalue { i8*, i32 } %96, 0
  store i8* %97, i8** %2, align 8
  %98 = extractvalue { i8*, i32 } %96, 1
  store i32 %98, i32* %3, align 4
  br label %99

99:                                               ; preds = %95
  %100 = load i32, i32* %3, align 4
  %101 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIDn to i8*)) #3
  %102 = icmp eq i32 %100, %101
  br i1 %102, label %103, label %109

103:                                              ; preds = %99
  %104 = load i8*, i8** %2, align 8
  %105 = call i8* @__cxa_begin_catch(i8* %104) #3
  store i8* %105, i8** %9, align 8
  %106 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0))
          to label %107 unwind label %125

107:                                              ; preds = %103
  call void @__cxa_end_catch() #3
  br label %108

108:                                              ; preds = %107, %120
  ret i32 0

109:                                              ; preds = %99
  %110 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKi to i8*)) #3
  %111 = icmp eq i32 %100, %110
  br i1 %111, label %112, label %129

112:                                              ; preds = %109
  %113 = load i8*, i8** %2, align 8
  %114 = call i8* @__cxa_begin_catch(i8* %113) #3
  %115 = bitcast i8* %114 to i32*
  store i32* %115, i32** %8, align 8
  %116 = load i32*, i32** %8, align 8
  %117 = icmp eq i32* %116, null
  %118 = zext i1 %117 to i32
  %119 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.4, i64 0, i64 0), i32 noundef %118)
          to label %120 unwind label %121

120:                                              ; preds = %112
  call void @__cxa_end_catch() #3
  br label %108

121:                                              ; preds = %112
  %122 = landingpad { i8*, i32 }
          cleanup
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %2, align 8
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %3, align 4
  call void @__cxa_end_catch() #3
  br label %129

125:                                              ; preds = %103
  %126 = landingpad { i8*, i32 }
          cleanup
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %2, align 8
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %3, align 4
  call void @__cxa_end_catch() #3
  br label %129

129:                                              ; preds = %125, %121, %109, %91, %79, %71, %54, %46, %42, %30
  %130 = load i8*, i8** %2, align 8
  %131 = load i32, i32* %3, align 4
  %132 = insertvalue { i8*, i32 } undef, i8* %130, 0
  %133 = insertvalue { i8*, i32 } %132, i32 %131, 1
  resume { i8*, i32 } %133

134:                                              ; preds = %88, %68, %27, %0
  unreachable
}

declare dso_local i8* @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(i8*, i8*, i8*)

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #1

declare dso_local i8* @__cxa_begin_catch(i8*)

declare dso_local i32 @printf(i8* noundef, ...) #2

declare dso_local void @__cxa_end_catch()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind readnone }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
