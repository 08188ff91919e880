; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

$_ZN7FragileC2Ei = comdat any

$_ZN7FragileC2Ev = comdat any

$_ZN7FragileD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN5ScopeC2EPKc = comdat any

$_ZN5ScopeD2Ev = comdat any

$_ZTS7Fragile = comdat any

$_ZTI7Fragile = comdat any

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = dso_local global i32 0, align 4
@_ZTIPKc = external constant i8*
@.str = private unnamed_addr constant [15 x i8] c"unexpected %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"caught %s allocs=%d frees=%d\0A\00", align 1
@_ZTIi = external constant i8*
@.str.2 = private unnamed_addr constant [54 x i8] c"array failed at budget %d ctors=%d dtors=%d frees=%d\0A\00", align 1
@_ZL5ctors = internal global i32 0, align 4
@_ZL5dtors = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [15 x i8] c"spec threw %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"ok=%d nothing=%d never=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"as short %d, as long long %d, mismatch %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS7Fragile = linkonce_odr dso_local constant [9 x i8] c"7Fragile\00", comdat, align 1
@_ZTI7Fragile = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, comdat, align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"lambda threw Fragile(%d)\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"layered(%d) = %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"final allocs=%d frees=%d ctors=%d dtors=%d ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"unlucky\00", align 1
@_ZTIs = external constant i8*
@_ZTIx = external constant i8*
@.str.10 = private unnamed_addr constant [6 x i8] c"outer\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"middle\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"handler\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"  leave %s\0A\00", align 1

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znwm(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL6allocs, align 4
  %5 = load i64, i64* %2, align 8
  %6 = call i8* @malloc(i64 noundef %5)
  ret i8* %6
}

declare i8* @malloc(i64 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone uwtable allocsize(0)
define dso_local noundef nonnull i8* @_Znam(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i32, i32* @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL6allocs, align 4
  %5 = load i64, i64* %2, align 8
  %6 = call i8* @malloc(i64 noundef %5)
  ret i8* %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdlPv(i8* noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %18) #10
  unreachable
}

declare void @free(i8* noundef) #1

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone uwtable
define dso_local void @_ZdaPv(i8* noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i8*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  %5 = load i8*, i8** %2, align 8
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 8
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 8
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %18) #10
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca %struct.Fragile*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.Fragile*, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %15 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 4) #11
          to label %16 unwind label %24

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %18 unwind label %28

18:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 8
  %19 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %20 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %19, i32 0, i32 0
  %21 = load i32, i32* %20, align 4
  %22 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i32 noundef %21)
          to label %23 unwind label %24

23:                                               ; preds = %18
  br label %44

24:                                               ; preds = %18, %0
  %25 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %3, align 8
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %4, align 4
  br label %32

28:                                               ; preds = %16
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %3, align 8
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %15) #12
  br label %32

32:                                               ; preds = %28, %24
  %33 = load i32, i32* %4, align 4
  %34 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #13
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %204

36:                                               ; preds = %32
  %37 = load i8*, i8** %3, align 8
  %38 = call i8* @__cxa_begin_catch(i8* %37) #13
  store i8* %38, i8** %5, align 8
  %39 = load i8*, i8** %5, align 8
  %40 = load i32, i32* @_ZL6allocs, align 4
  %41 = load i32, i32* @_ZL5frees, align 4
  %42 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i8* noundef %39, i32 noundef %40, i32 noundef %41)
          to label %43 unwind label %72

43:                                               ; preds = %36
  call void @__cxa_end_catch() #13
  br label %44

44:                                               ; preds = %43, %23
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4
  %45 = invoke noalias noundef nonnull i8* @_Znam(i64 noundef 28) #11
          to label %46 unwind label %76

46:                                               ; preds = %44
  %47 = bitcast i8* %45 to i64*
  store i64 5, i64* %47, align 8
  %48 = getelementptr inbounds i8, i8* %45, i64 8
  %49 = bitcast i8* %48 to %struct.Fragile*
  %50 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %49, i64 5
  br label %51

51:                                               ; preds = %53, %46
  %52 = phi %struct.Fragile* [ %49, %46 ], [ %54, %53 ]
  invoke void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %52)
          to label %53 unwind label %80

53:                                               ; preds = %51
  %54 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %52, i64 1
  %55 = icmp eq %struct.Fragile* %54, %50
  br i1 %55, label %56, label %51

56:                                               ; preds = %53
  store %struct.Fragile* %49, %struct.Fragile** %6, align 8
  %57 = load %struct.Fragile*, %struct.Fragile** %6, align 8
  %58 = icmp eq %struct.Fragile* %57, null
  br i1 %58, label %71, label %59

59:                                               ; preds = %56
  %60 = bitcast %struct.Fragile* %57 to i8*
  %61 = getelementptr inbounds i8, i8* %60, i64 -8
  %62 = bitcast i8* %61 to i64*
  %63 = load i64, i64* %62, align 4
  %64 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %57, i64 %63
  %65 = icmp eq %struct.Fragile* %57, %64
  br i1 %65, label %70, label %66

66:                                               ; preds = %66, %59
  %67 = phi %struct.Fragile* [ %64, %59 ], [ %68, %66 ]
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %67, i64 -1
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %68) #13
  %69 = icmp eq %struct.Fragile* %68, %57
  br i1 %69, label %70, label %66

70:                                               ; preds = %66, %59
  call void @_ZdaPv(i8* noundef %61) #12
  br label %71

71:                                               ; preds = %70, %56
  br label %105

72:                                               ; preds = %36
  %73 = landingpad { i8*, i32 }
          cleanup
  %74 = extractvalue { i8*, i32 } %73, 0
  store i8* %74, i8** %3, align 8
  %75 = extractvalue { i8*, i32 } %73, 1
  store i32 %75, i32* %4, align 4
  call void @__cxa_end_catch() #13
  br label %204

76:                                               ; preds = %44
  %77 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %78 = extractvalue { i8*, i32 } %77, 0
  store i8* %78, i8** %3, align 8
  %79 = extractvalue { i8*, i32 } %77, 1
  store i32 %79, i32* %4, align 4
  br label %90

80:                                               ; preds = %51
  %81 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %82 = extractvalue { i8*, i32 } %81, 0
  store i8* %82, i8** %3, align 8
  %83 = extractvalue { i8*, i32 } %81, 1
  store i32 %83, i32* %4, align 4
  %84 = icmp eq %struct.Fragile* %49, %52
  br i1 %84, label %89, label %85

85:                                               ; preds = %85, %80
  %86 = phi %struct.Fragile* [ %52, %80 ], [ %87, %85 ]
  %87 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %86, i64 -1
  call void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %87) #13
  %88 = icmp eq %struct.Fragile* %87, %49
  br i1 %88, label %89, label %85

89:                                               ; preds = %85, %80
  call void @_ZdaPv(i8* noundef %45) #12
  br label %90

90:                                               ; preds = %89, %76
  %91 = load i32, i32* %4, align 4
  %92 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %93 = icmp eq i32 %91, %92
  br i1 %93, label %94, label %204

94:                                               ; preds = %90
  %95 = load i8*, i8** %3, align 8
  %96 = call i8* @__cxa_begin_catch(i8* %95) #13
  %97 = bitcast i8* %96 to i32*
  %98 = load i32, i32* %97, align 4
  store i32 %98, i32* %7, align 4
  %99 = load i32, i32* %7, align 4
  %100 = load i32, i32* @_ZL5ctors, align 4
  %101 = load i32, i32* @_ZL5dtors, align 4
  %102 = load i32, i32* @_ZL5frees, align 4
  %103 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i64 0, i64 0), i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102)
          to label %104 unwind label %115

104:                                              ; preds = %94
  call void @__cxa_end_catch() #13
  br label %105

105:                                              ; preds = %104, %71
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %106

106:                                              ; preds = %136, %105
  %107 = load i32, i32* %9, align 4
  %108 = icmp slt i32 %107, 5
  br i1 %108, label %109, label %143

109:                                              ; preds = %106
  %110 = load i32, i32* %9, align 4
  %111 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %110)
          to label %112 unwind label %119

112:                                              ; preds = %109
  %113 = load i32, i32* %8, align 4
  %114 = add nsw i32 %113, %111
  store i32 %114, i32* %8, align 4
  br label %135

115:                                              ; preds = %94
  %116 = landingpad { i8*, i32 }
          cleanup
  %117 = extractvalue { i8*, i32 } %116, 0
  store i8* %117, i8** %3, align 8
  %118 = extractvalue { i8*, i32 } %116, 1
  store i32 %118, i32* %4, align 4
  call void @__cxa_end_catch() #13
  br label %204

119:                                              ; preds = %109
  %120 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %121 = extractvalue { i8*, i32 } %120, 0
  store i8* %121, i8** %3, align 8
  %122 = extractvalue { i8*, i32 } %120, 1
  store i32 %122, i32* %4, align 4
  br label %123

123:                                              ; preds = %119
  %124 = load i32, i32* %4, align 4
  %125 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %204

127:                                              ; preds = %123
  %128 = load i8*, i8** %3, align 8
  %129 = call i8* @__cxa_begin_catch(i8* %128) #13
  %130 = bitcast i8* %129 to i32*
  %131 = load i32, i32* %130, align 4
  store i32 %131, i32* %10, align 4
  %132 = load i32, i32* %10, align 4
  %133 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), i32 noundef %132)
          to label %134 unwind label %139

134:                                              ; preds = %127
  call void @__cxa_end_catch() #13
  br label %135

135:                                              ; preds = %134, %112
  br label %136

136:                                              ; preds = %135
  %137 = load i32, i32* %9, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, i32* %9, align 4
  br label %106, !llvm.loop !10

139:                                              ; preds = %127
  %140 = landingpad { i8*, i32 }
          cleanup
  %141 = extractvalue { i8*, i32 } %140, 0
  store i8* %141, i8** %3, align 8
  %142 = extractvalue { i8*, i32 } %140, 1
  store i32 %142, i32* %4, align 4
  call void @__cxa_end_catch() #13
  br label %204

143:                                              ; preds = %106
  %144 = load i32, i32* %8, align 4
  %145 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #13
  %146 = call noundef i32 @_ZL5neveri(i32 noundef 1) #13
  %147 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i64 0, i64 0), i32 noundef %144, i32 noundef %145, i32 noundef %146)
  %148 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7)
  %149 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3)
  %150 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1)
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i64 0, i64 0), i32 noundef %148, i32 noundef %149, i32 noundef %150)
  %152 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0
  store i32* %8, i32** %152, align 8
  store i32 0, i32* %12, align 4
  br label %153

153:                                              ; preds = %177, %143
  %154 = load i32, i32* %12, align 4
  %155 = icmp slt i32 %154, 4
  br i1 %155, label %156, label %185

156:                                              ; preds = %153
  %157 = load i32, i32* %12, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %11, i32 noundef %157)
          to label %158 unwind label %159

158:                                              ; preds = %156
  br label %176

159:                                              ; preds = %156
  %160 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  %161 = extractvalue { i8*, i32 } %160, 0
  store i8* %161, i8** %3, align 8
  %162 = extractvalue { i8*, i32 } %160, 1
  store i32 %162, i32* %4, align 4
  br label %163

163:                                              ; preds = %159
  %164 = load i32, i32* %4, align 4
  %165 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #13
  %166 = icmp eq i32 %164, %165
  br i1 %166, label %167, label %204

167:                                              ; preds = %163
  %168 = load i8*, i8** %3, align 8
  %169 = call i8* @__cxa_begin_catch(i8* %168) #13
  %170 = bitcast i8* %169 to %struct.Fragile*
  store %struct.Fragile* %170, %struct.Fragile** %13, align 8
  %171 = load %struct.Fragile*, %struct.Fragile** %13, align 8
  %172 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %171, i32 0, i32 0
  %173 = load i32, i32* %172, align 4
  %174 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i64 0, i64 0), i32 noundef %173)
          to label %175 unwind label %180

175:                                              ; preds = %167
  call void @__cxa_end_catch()
  br label %176

176:                                              ; preds = %175, %158
  br label %177

177:                                              ; preds = %176
  %178 = load i32, i32* %12, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, i32* %12, align 4
  br label %153, !llvm.loop !12

180:                                              ; preds = %167
  %181 = landingpad { i8*, i32 }
          cleanup
  %182 = extractvalue { i8*, i32 } %181, 0
  store i8* %182, i8** %3, align 8
  %183 = extractvalue { i8*, i32 } %181, 1
  store i32 %183, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %184 unwind label %209

184:                                              ; preds = %180
  br label %204

185:                                              ; preds = %153
  store i32 0, i32* %14, align 4
  br label %186

186:                                              ; preds = %194, %185
  %187 = load i32, i32* %14, align 4
  %188 = icmp slt i32 %187, 3
  br i1 %188, label %189, label %197

189:                                              ; preds = %186
  %190 = load i32, i32* %14, align 4
  %191 = load i32, i32* %14, align 4
  %192 = call noundef i32 @_ZL7layeredi(i32 noundef %191)
  %193 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i64 0, i64 0), i32 noundef %190, i32 noundef %192)
  br label %194

194:                                              ; preds = %189
  %195 = load i32, i32* %14, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, i32* %14, align 4
  br label %186, !llvm.loop !13

197:                                              ; preds = %186
  %198 = load i32, i32* @_ZL6allocs, align 4
  %199 = load i32, i32* @_ZL5frees, align 4
  %200 = load i32, i32* @_ZL5ctors, align 4
  %201 = load i32, i32* @_ZL5dtors, align 4
  %202 = load i32, i32* %8, align 4
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i64 0, i64 0), i32 noundef %198, i32 noundef %199, i32 noundef %200, i32 noundef %201, i32 noundef %202)
  ret i32 0

204:                                              ; preds = %184, %163, %139, %123, %115, %90, %72, %32
  %205 = load i8*, i8** %3, align 8
  %206 = load i32, i32* %4, align 4
  %207 = insertvalue { i8*, i32 } undef, i8* %205, 0
  %208 = insertvalue { i8*, i32 } %207, i32 %206, 1
  resume { i8*, i32 } %208

209:                                              ; preds = %180
  %210 = landingpad { i8*, i32 }
          catch i8* null
  %211 = extractvalue { i8*, i32 } %210, 0
  call void @__clang_call_terminate(i8* %211) #14
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 comdat align 2 {
  %3 = alloca %struct.Fragile*, align 8
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 8
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i64 8) #13
  %12 = bitcast i8* %11 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i64 0, i64 0), i8** %12, align 16
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
  unreachable

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @_ZL5ctors, align 4
  ret void
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  store i32 %5, i32* %4, align 4
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i64 4) #13
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  store i32 %12, i32* %11, align 16
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @_ZL5ctors, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Fragile*, align 8
  store %struct.Fragile* %0, %struct.Fragile** %2, align 8
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 8
  %4 = load i32, i32* @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5dtors, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp sgt i32 %5, 2
  br i1 %6, label %7, label %21

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i64 4) #13
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4
  %11 = mul nsw i32 %10, 2
  store i32 %11, i32* %9, align 16
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %28 unwind label %12

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 8
  call void @__cxa_call_unexpected(i8* %20) #10
  unreachable

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4
  ret i32 %22

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 8
  %25 = load i32, i32* %4, align 4
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1
  resume { i8*, i32 } %27

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 8
  store i32 %1, i32* %5, align 4
  %9 = load void (i32)*, void (i32)** %4, align 8
  %10 = load i32, i32* %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %30

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIs to i8*)
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %6, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #13
  %23 = bitcast i8* %22 to i16*
  %24 = load i16, i16* %23, align 2
  store i16 %24, i16* %8, align 2
  %25 = load i16, i16* %8, align 2
  %26 = sext i16 %25 to i32
  store i32 %26, i32* %3, align 4
  call void @__cxa_end_catch() #13
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8
  %29 = call i8* @__cxa_begin_catch(i8* %28) #13
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4
  br label %31

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4
  ret i32 %32
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL11throw_shorti(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i64 2) #13
  %4 = bitcast i8* %3 to i16*
  %5 = load i32, i32* %2, align 4
  %6 = trunc i32 %5 to i16
  store i16 %6, i16* %4, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 8
  store i32 %1, i32* %5, align 4
  %9 = load void (i32)*, void (i32)** %4, align 8
  %10 = load i32, i32* %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %30

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIx to i8*)
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %6, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #13
  %23 = bitcast i8* %22 to i64*
  %24 = load i64, i64* %23, align 8
  store i64 %24, i64* %8, align 8
  %25 = load i64, i64* %8, align 8
  %26 = trunc i64 %25 to i32
  store i32 %26, i32* %3, align 4
  call void @__cxa_end_catch() #13
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 8
  %29 = call i8* @__cxa_begin_catch(i8* %28) #13
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %31

30:                                               ; preds = %11
  store i32 0, i32* %3, align 4
  br label %31

31:                                               ; preds = %30, %20, %27
  %32 = load i32, i32* %3, align 4
  ret i32 %32
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_longi(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i64 8) #13
  %4 = bitcast i8* %3 to i64*
  %5 = load i32, i32* %2, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 1000
  store i64 %7, i64* %4, align 16
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 8
  store i32 %1, i32* %5, align 4
  %9 = load void (i32)*, void (i32)** %4, align 8
  %10 = load i32, i32* %5, align 4
  invoke void %9(i32 noundef %10)
          to label %11 unwind label %12

11:                                               ; preds = %2
  br label %29

12:                                               ; preds = %2
  %13 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
          catch i8* null
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %6, align 8
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 8
  %22 = call i8* @__cxa_begin_catch(i8* %21) #13
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %8, align 4
  %25 = load i32, i32* %8, align 4
  store i32 %25, i32* %3, align 4
  call void @__cxa_end_catch() #13
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 8
  %28 = call i8* @__cxa_begin_catch(i8* %27) #13
  store i32 -1, i32* %3, align 4
  call void @__cxa_end_catch()
  br label %30

29:                                               ; preds = %11
  store i32 0, i32* %3, align 4
  br label %30

30:                                               ; preds = %29, %20, %26
  %31 = load i32, i32* %3, align 4
  ret i32 %31
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) #7 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %3 = alloca %class.anon*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 8
  store i32 %1, i32* %4, align 4
  %7 = load %class.anon*, %class.anon** %3, align 8
  %8 = load i32, i32* %4, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %21

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i64 4) #13
  %13 = bitcast i8* %12 to %struct.Fragile*
  %14 = load i32, i32* %4, align 4
  %15 = mul nsw i32 %14, 3
  invoke void @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %16 unwind label %17

16:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (void (%struct.Fragile*)* @_ZN7FragileD2Ev to i8*)) #10
  unreachable

17:                                               ; preds = %11
  %18 = landingpad { i8*, i32 }
          cleanup
  %19 = extractvalue { i8*, i32 } %18, 0
  store i8* %19, i8** %5, align 8
  %20 = extractvalue { i8*, i32 } %18, 1
  store i32 %20, i32* %6, align 4
  call void @__cxa_free_exception(i8* %12) #13
  br label %27

21:                                               ; preds = %2
  %22 = load i32, i32* %4, align 4
  %23 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %24 = load i32*, i32** %23, align 8
  %25 = load i32, i32* %24, align 4
  %26 = add nsw i32 %25, %22
  store i32 %26, i32* %24, align 4
  ret void

27:                                               ; preds = %17
  %28 = load i8*, i8** %5, align 8
  %29 = load i32, i32* %6, align 4
  %30 = insertvalue { i8*, i32 } undef, i8* %28, 0
  %31 = insertvalue { i8*, i32 } %30, i32 %29, 1
  resume { i8*, i32 } %31
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 8
  %5 = alloca %struct.Scope, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i64 0, i64 0))
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i64 0, i64 0))
          to label %13 unwind label %21

13:                                               ; preds = %1
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i64 0, i64 0))
          to label %14 unwind label %25

14:                                               ; preds = %13
  %15 = load i32, i32* %3, align 4
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %17, label %50

17:                                               ; preds = %14
  %18 = call i8* @__cxa_allocate_exception(i64 4) #13
  %19 = bitcast i8* %18 to i32*
  %20 = load i32, i32* %3, align 4
  store i32 %20, i32* %19, align 16
  invoke void @__cxa_throw(i8* %18, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %87 unwind label %29

21:                                               ; preds = %1
  %22 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %23 = extractvalue { i8*, i32 } %22, 0
  store i8* %23, i8** %6, align 8
  %24 = extractvalue { i8*, i32 } %22, 1
  store i32 %24, i32* %7, align 4
  br label %67

25:                                               ; preds = %13
  %26 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %6, align 8
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %7, align 4
  br label %33

29:                                               ; preds = %17
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %6, align 8
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %7, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #13
  br label %33

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %7, align 4
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %66

37:                                               ; preds = %33
  %38 = load i8*, i8** %6, align 8
  %39 = call i8* @__cxa_begin_catch(i8* %38) #13
  %40 = bitcast i8* %39 to i32*
  %41 = load i32, i32* %40, align 4
  store i32 %41, i32* %9, align 4
  invoke void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i64 0, i64 0))
          to label %42 unwind label %51

42:                                               ; preds = %37
  %43 = load i32, i32* %9, align 4
  %44 = icmp sgt i32 %43, 1
  br i1 %44, label %45, label %59

45:                                               ; preds = %42
  %46 = call i8* @__cxa_allocate_exception(i64 4) #13
  %47 = bitcast i8* %46 to i32*
  %48 = load i32, i32* %9, align 4
  %49 = add nsw i32 %48, 10
  store i32 %49, i32* %47, align 16
  invoke void @__cxa_throw(i8* %46, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %87 unwind label %55

50:                                               ; preds = %14
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %8) #13
  br label %62

51:                                               ; preds = %37
  %52 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %53 = extractvalue { i8*, i32 } %52, 0
  store i8* %53, i8** %6, align 8
  %54 = extractvalue { i8*, i32 } %52, 1
  store i32 %54, i32* %7, align 4
  br label %61

55:                                               ; preds = %45
  %56 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %57 = extractvalue { i8*, i32 } %56, 0
  store i8* %57, i8** %6, align 8
  %58 = extractvalue { i8*, i32 } %56, 1
  store i32 %58, i32* %7, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #13
  br label %61

59:                                               ; preds = %42
  %60 = load i32, i32* %9, align 4
  store i32 %60, i32* %2, align 4
  store i32 1, i32* %11, align 4
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %10) #13
  call void @__cxa_end_catch() #13
  br label %63

61:                                               ; preds = %55, %51
  call void @__cxa_end_catch() #13
  br label %66

62:                                               ; preds = %50
  store i32 0, i32* %11, align 4
  br label %63

63:                                               ; preds = %62, %59
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #13
  %64 = load i32, i32* %11, align 4
  switch i32 %64, label %79 [
    i32 0, label %65
  ]

65:                                               ; preds = %63
  br label %78

66:                                               ; preds = %61, %33
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %5) #13
  br label %67

67:                                               ; preds = %66, %21
  %68 = load i32, i32* %7, align 4
  %69 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %81

71:                                               ; preds = %67
  %72 = load i8*, i8** %6, align 8
  %73 = call i8* @__cxa_begin_catch(i8* %72) #13
  %74 = bitcast i8* %73 to i32*
  %75 = load i32, i32* %74, align 4
  store i32 %75, i32* %12, align 4
  %76 = load i32, i32* %12, align 4
  %77 = mul nsw i32 %76, 100
  store i32 %77, i32* %2, align 4
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #13
  br label %79

78:                                               ; preds = %65
  store i32 0, i32* %2, align 4
  store i32 1, i32* %11, align 4
  br label %79

79:                                               ; preds = %78, %71, %63
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #13
  %80 = load i32, i32* %2, align 4
  ret i32 %80

81:                                               ; preds = %67
  call void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %4) #13
  br label %82

82:                                               ; preds = %81
  %83 = load i8*, i8** %6, align 8
  %84 = load i32, i32* %7, align 4
  %85 = insertvalue { i8*, i32 } undef, i8* %83, 0
  %86 = insertvalue { i8*, i32 } %85, i32 %84, 1
  resume { i8*, i32 } %86

87:                                               ; preds = %45, %17
  unreachable
}

declare i8* @__cxa_allocate_exception(i64)

declare void @__cxa_throw(i8*, i8*, i8*)

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Scope*, align 8
  %4 = alloca i8*, align 8
  store %struct.Scope* %0, %struct.Scope** %3, align 8
  store i8* %1, i8** %4, align 8
  %5 = load %struct.Scope*, %struct.Scope** %3, align 8
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 8
  store i8* %7, i8** %6, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca %struct.Scope*, align 8
  store %struct.Scope* %0, %struct.Scope** %2, align 8
  %3 = load %struct.Scope*, %struct.Scope** %2, align 8
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #14
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone uwtable allocsize(0) "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #7 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #8 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

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
