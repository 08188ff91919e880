; ModuleID = 'eh_spec.cpp'
source_filename = "eh_spec.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Fragile = type { i32 }
%class.anon = type { i32* }
%struct.Scope = type { i8* }

@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@_ZN7Fragile6budgetE = global i32 0, align 4
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
@_ZTS7Fragile = linkonce_odr constant [9 x i8] c"7Fragile\00", align 1
@_ZTI7Fragile = linkonce_odr constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Fragile, i32 0, i32 0) }, align 4
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

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull i8* @_Znwm(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL6allocs, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i8* @malloc(i32 noundef %5)
  ret i8* %6
}

declare i8* @malloc(i32 noundef) #1

; Function Attrs: mustprogress nobuiltin noinline optnone ssp allocsize(0)
define noundef nonnull i8* @_Znam(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, i32* @_ZL6allocs, align 4
  %5 = load i32, i32* %2, align 4
  %6 = call i8* @malloc(i32 noundef %5)
  ret i8* %6
}

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdlPv(i8* noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  %5 = load i8*, i8** %2, align 4
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4
  call void @__cxa_call_unexpected(i8* %18) #10
  unreachable
}

declare void @free(i8* noundef) #1

declare i32 @__gxx_personality_sj0(...)

declare void @__cxa_call_unexpected(i8*)

; Function Attrs: mustprogress nobuiltin noinline nounwind optnone ssp
define void @_ZdaPv(i8* noundef %0) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i8*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i8* %0, i8** %2, align 4
  %5 = load i8*, i8** %2, align 4
  %6 = icmp ne i8* %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load i32, i32* @_ZL5frees, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* @_ZL5frees, align 4
  br label %10

10:                                               ; preds = %7, %1
  %11 = load i8*, i8** %2, align 4
  invoke void @free(i8* noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %10
  ret void

13:                                               ; preds = %10
  %14 = landingpad { i8*, i32 }
          filter [0 x i8*] zeroinitializer
  %15 = extractvalue { i8*, i32 } %14, 0
  store i8* %15, i8** %3, align 4
  %16 = extractvalue { i8*, i32 } %14, 1
  store i32 %16, i32* %4, align 4
  br label %17

17:                                               ; preds = %13
  %18 = load i8*, i8** %3, align 4
  call void @__cxa_call_unexpected(i8* %18) #10
  unreachable
}

; Function Attrs: mustprogress noinline norecurse optnone ssp
define noundef i32 @main() #3 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Fragile*, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca %struct.Fragile*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %class.anon, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Fragile*, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %15 = invoke noalias noundef nonnull i8* @_Znwm(i32 noundef 4) #11
          to label %16 unwind label %25

16:                                               ; preds = %0
  %17 = bitcast i8* %15 to %struct.Fragile*
  %18 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %17, i32 noundef 13)
          to label %19 unwind label %29

19:                                               ; preds = %16
  store %struct.Fragile* %17, %struct.Fragile** %2, align 4
  %20 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %21 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 4
  %23 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i32 0, i32 0), i32 noundef %22)
          to label %24 unwind label %25

24:                                               ; preds = %19
  br label %45

25:                                               ; preds = %19, %0
  %26 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %27 = extractvalue { i8*, i32 } %26, 0
  store i8* %27, i8** %3, align 4
  %28 = extractvalue { i8*, i32 } %26, 1
  store i32 %28, i32* %4, align 4
  br label %33

29:                                               ; preds = %16
  %30 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIPKc to i8*)
  %31 = extractvalue { i8*, i32 } %30, 0
  store i8* %31, i8** %3, align 4
  %32 = extractvalue { i8*, i32 } %30, 1
  store i32 %32, i32* %4, align 4
  call void @_ZdlPv(i8* noundef %15) #12
  br label %33

33:                                               ; preds = %29, %25
  %34 = load i32, i32* %4, align 4
  %35 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #13
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %210

37:                                               ; preds = %33
  %38 = load i8*, i8** %3, align 4
  %39 = call i8* @__cxa_begin_catch(i8* %38) #13
  store i8* %39, i8** %5, align 4
  %40 = load i8*, i8** %5, align 4
  %41 = load i32, i32* @_ZL6allocs, align 4
  %42 = load i32, i32* @_ZL5frees, align 4
  %43 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i32 0, i32 0), i8* noundef %40, i32 noundef %41, i32 noundef %42)
          to label %44 unwind label %77

44:                                               ; preds = %37
  call void @__cxa_end_catch() #13
  br label %45

45:                                               ; preds = %44, %24
  store i32 3, i32* @_ZN7Fragile6budgetE, align 4
  %46 = invoke noalias noundef nonnull i8* @_Znam(i32 noundef 28) #11
          to label %47 unwind label %81

47:                                               ; preds = %45
  %48 = bitcast i8* %46 to i32*
  store i32 4, i32* %48, align 4
  %49 = getelementptr inbounds i32, i32* %48, i32 1
  store i32 5, i32* %49, align 4
  %50 = getelementptr inbounds i8, i8* %46, i32 8
  %51 = bitcast i8* %50 to %struct.Fragile*
  %52 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %51, i32 5
  br label %53

53:                                               ; preds = %56, %47
  %54 = phi %struct.Fragile* [ %51, %47 ], [ %57, %56 ]
  %55 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %54)
          to label %56 unwind label %85

56:                                               ; preds = %53
  %57 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %54, i32 1
  %58 = icmp eq %struct.Fragile* %57, %52
  br i1 %58, label %59, label %53

59:                                               ; preds = %56
  store %struct.Fragile* %51, %struct.Fragile** %6, align 4
  %60 = load %struct.Fragile*, %struct.Fragile** %6, align 4
  %61 = icmp eq %struct.Fragile* %60, null
  br i1 %61, label %76, label %62

62:                                               ; preds = %59
  %63 = bitcast %struct.Fragile* %60 to i8*
  %64 = getelementptr inbounds i8, i8* %63, i32 -8
  %65 = getelementptr inbounds i8, i8* %64, i32 4
  %66 = bitcast i8* %65 to i32*
  %67 = load i32, i32* %66, align 4
  %68 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %60, i32 %67
  %69 = icmp eq %struct.Fragile* %60, %68
  br i1 %69, label %75, label %70

70:                                               ; preds = %70, %62
  %71 = phi %struct.Fragile* [ %68, %62 ], [ %72, %70 ]
  %72 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %71, i32 -1
  %73 = call noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %72) #13
  %74 = icmp eq %struct.Fragile* %72, %60
  br i1 %74, label %75, label %70

75:                                               ; preds = %70, %62
  call void @_ZdaPv(i8* noundef %64) #12
  br label %76

76:                                               ; preds = %75, %59
  br label %111

77:                                               ; preds = %37
  %78 = landingpad { i8*, i32 }
          cleanup
  %79 = extractvalue { i8*, i32 } %78, 0
  store i8* %79, i8** %3, align 4
  %80 = extractvalue { i8*, i32 } %78, 1
  store i32 %80, i32* %4, align 4
  call void @__cxa_end_catch() #13
  br label %210

81:                                               ; preds = %45
  %82 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %83 = extractvalue { i8*, i32 } %82, 0
  store i8* %83, i8** %3, align 4
  %84 = extractvalue { i8*, i32 } %82, 1
  store i32 %84, i32* %4, align 4
  br label %96

85:                                               ; preds = %53
  %86 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %87 = extractvalue { i8*, i32 } %86, 0
  store i8* %87, i8** %3, align 4
  %88 = extractvalue { i8*, i32 } %86, 1
  store i32 %88, i32* %4, align 4
  %89 = icmp eq %struct.Fragile* %51, %54
  br i1 %89, label %95, label %90

90:                                               ; preds = %90, %85
  %91 = phi %struct.Fragile* [ %54, %85 ], [ %92, %90 ]
  %92 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %91, i32 -1
  %93 = call noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %92) #13
  %94 = icmp eq %struct.Fragile* %92, %51
  br i1 %94, label %95, label %90

95:                                               ; preds = %90, %85
  call void @_ZdaPv(i8* noundef %46) #12
  br label %96

96:                                               ; preds = %95, %81
  %97 = load i32, i32* %4, align 4
  %98 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %99 = icmp eq i32 %97, %98
  br i1 %99, label %100, label %210

100:                                              ; preds = %96
  %101 = load i8*, i8** %3, align 4
  %102 = call i8* @__cxa_begin_catch(i8* %101) #13
  %103 = bitcast i8* %102 to i32*
  %104 = load i32, i32* %103, align 4
  store i32 %104, i32* %7, align 4
  %105 = load i32, i32* %7, align 4
  %106 = load i32, i32* @_ZL5ctors, align 4
  %107 = load i32, i32* @_ZL5dtors, align 4
  %108 = load i32, i32* @_ZL5frees, align 4
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([54 x i8], [54 x i8]* @.str.2, i32 0, i32 0), i32 noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108)
          to label %110 unwind label %121

110:                                              ; preds = %100
  call void @__cxa_end_catch() #13
  br label %111

111:                                              ; preds = %110, %76
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  br label %112

112:                                              ; preds = %142, %111
  %113 = load i32, i32* %9, align 4
  %114 = icmp slt i32 %113, 5
  br i1 %114, label %115, label %149

115:                                              ; preds = %112
  %116 = load i32, i32* %9, align 4
  %117 = invoke noundef i32 @_ZL9only_intsi(i32 noundef %116)
          to label %118 unwind label %125

118:                                              ; preds = %115
  %119 = load i32, i32* %8, align 4
  %120 = add nsw i32 %119, %117
  store i32 %120, i32* %8, align 4
  br label %141

121:                                              ; preds = %100
  %122 = landingpad { i8*, i32 }
          cleanup
  %123 = extractvalue { i8*, i32 } %122, 0
  store i8* %123, i8** %3, align 4
  %124 = extractvalue { i8*, i32 } %122, 1
  store i32 %124, i32* %4, align 4
  call void @__cxa_end_catch() #13
  br label %210

125:                                              ; preds = %115
  %126 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %127 = extractvalue { i8*, i32 } %126, 0
  store i8* %127, i8** %3, align 4
  %128 = extractvalue { i8*, i32 } %126, 1
  store i32 %128, i32* %4, align 4
  br label %129

129:                                              ; preds = %125
  %130 = load i32, i32* %4, align 4
  %131 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %132 = icmp eq i32 %130, %131
  br i1 %132, label %133, label %210

133:                                              ; preds = %129
  %134 = load i8*, i8** %3, align 4
  %135 = call i8* @__cxa_begin_catch(i8* %134) #13
  %136 = bitcast i8* %135 to i32*
  %137 = load i32, i32* %136, align 4
  store i32 %137, i32* %10, align 4
  %138 = load i32, i32* %10, align 4
  %139 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i32 0, i32 0), i32 noundef %138)
          to label %140 unwind label %145

140:                                              ; preds = %133
  call void @__cxa_end_catch() #13
  br label %141

141:                                              ; preds = %140, %118
  br label %142

142:                                              ; preds = %141
  %143 = load i32, i32* %9, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, i32* %9, align 4
  br label %112, !llvm.loop !9

145:                                              ; preds = %133
  %146 = landingpad { i8*, i32 }
          cleanup
  %147 = extractvalue { i8*, i32 } %146, 0
  store i8* %147, i8** %3, align 4
  %148 = extractvalue { i8*, i32 } %146, 1
  store i32 %148, i32* %4, align 4
  call void @__cxa_end_catch() #13
  br label %210

149:                                              ; preds = %112
  %150 = load i32, i32* %8, align 4
  %151 = call noundef i32 @_ZL7nothingi(i32 noundef 1) #13
  %152 = call noundef i32 @_ZL5neveri(i32 noundef 1) #13
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.4, i32 0, i32 0), i32 noundef %150, i32 noundef %151, i32 noundef %152)
  %154 = call noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 7)
  %155 = call noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef @_ZL10throw_longi, i32 noundef 3)
  %156 = call noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef @_ZL11throw_shorti, i32 noundef 1)
  %157 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.5, i32 0, i32 0), i32 noundef %154, i32 noundef %155, i32 noundef %156)
  %158 = getelementptr inbounds %class.anon, %class.anon* %11, i32 0, i32 0
  store i32* %8, i32** %158, align 4
  store i32 0, i32* %12, align 4
  br label %159

159:                                              ; preds = %183, %149
  %160 = load i32, i32* %12, align 4
  %161 = icmp slt i32 %160, 4
  br i1 %161, label %162, label %191

162:                                              ; preds = %159
  %163 = load i32, i32* %12, align 4
  invoke void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %11, i32 noundef %163)
          to label %164 unwind label %165

164:                                              ; preds = %162
  br label %182

165:                                              ; preds = %162
  %166 = landingpad { i8*, i32 }
          catch i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)
  %167 = extractvalue { i8*, i32 } %166, 0
  store i8* %167, i8** %3, align 4
  %168 = extractvalue { i8*, i32 } %166, 1
  store i32 %168, i32* %4, align 4
  br label %169

169:                                              ; preds = %165
  %170 = load i32, i32* %4, align 4
  %171 = call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*)) #13
  %172 = icmp eq i32 %170, %171
  br i1 %172, label %173, label %210

173:                                              ; preds = %169
  %174 = load i8*, i8** %3, align 4
  %175 = call i8* @__cxa_begin_catch(i8* %174) #13
  %176 = bitcast i8* %175 to %struct.Fragile*
  store %struct.Fragile* %176, %struct.Fragile** %13, align 4
  %177 = load %struct.Fragile*, %struct.Fragile** %13, align 4
  %178 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %177, i32 0, i32 0
  %179 = load i32, i32* %178, align 4
  %180 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.6, i32 0, i32 0), i32 noundef %179)
          to label %181 unwind label %186

181:                                              ; preds = %173
  call void @__cxa_end_catch()
  br label %182

182:                                              ; preds = %181, %164
  br label %183

183:                                              ; preds = %182
  %184 = load i32, i32* %12, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, i32* %12, align 4
  br label %159, !llvm.loop !11

186:                                              ; preds = %173
  %187 = landingpad { i8*, i32 }
          cleanup
  %188 = extractvalue { i8*, i32 } %187, 0
  store i8* %188, i8** %3, align 4
  %189 = extractvalue { i8*, i32 } %187, 1
  store i32 %189, i32* %4, align 4
  invoke void @__cxa_end_catch()
          to label %190 unwind label %215

190:                                              ; preds = %186
  br label %210

191:                                              ; preds = %159
  store i32 0, i32* %14, align 4
  br label %192

192:                                              ; preds = %200, %191
  %193 = load i32, i32* %14, align 4
  %194 = icmp slt i32 %193, 3
  br i1 %194, label %195, label %203

195:                                              ; preds = %192
  %196 = load i32, i32* %14, align 4
  %197 = load i32, i32* %14, align 4
  %198 = call noundef i32 @_ZL7layeredi(i32 noundef %197)
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.7, i32 0, i32 0), i32 noundef %196, i32 noundef %198)
  br label %200

200:                                              ; preds = %195
  %201 = load i32, i32* %14, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, i32* %14, align 4
  br label %192, !llvm.loop !12

203:                                              ; preds = %192
  %204 = load i32, i32* @_ZL6allocs, align 4
  %205 = load i32, i32* @_ZL5frees, align 4
  %206 = load i32, i32* @_ZL5ctors, align 4
  %207 = load i32, i32* @_ZL5dtors, align 4
  %208 = load i32, i32* %8, align 4
  %209 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.8, i32 0, i32 0), i32 noundef %204, i32 noundef %205, i32 noundef %206, i32 noundef %207, i32 noundef %208)
  ret i32 0

210:                                              ; preds = %190, %169, %145, %129, %121, %96, %77, %33
  %211 = load i8*, i8** %3, align 4
  %212 = load i32, i32* %4, align 4
  %213 = insertvalue { i8*, i32 } undef, i8* %211, 0
  %214 = insertvalue { i8*, i32 } %213, i32 %212, 1
  resume { i8*, i32 } %214

215:                                              ; preds = %186
  %216 = landingpad { i8*, i32 }
          catch i8* null
  %217 = extractvalue { i8*, i32 } %216, 0
  call void @__clang_call_terminate(i8* %217) #14
  unreachable
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret %struct.Fragile* %5
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #5

declare i8* @__cxa_begin_catch(i8*)

declare void @__cxa_end_catch()

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = call noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %3)
  ret %struct.Fragile* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD1Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = call noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %3) #13
  ret %struct.Fragile* %3
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL9only_intsi(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = icmp sgt i32 %5, 2
  br i1 %6, label %7, label %21

7:                                                ; preds = %1
  %8 = call i8* @__cxa_allocate_exception(i32 4) #13
  %9 = bitcast i8* %8 to i32*
  %10 = load i32, i32* %2, align 4
  %11 = mul nsw i32 %10, 2
  store i32 %11, i32* %9, align 8
  invoke void @__cxa_throw(i8* %8, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %28 unwind label %12

12:                                               ; preds = %7
  %13 = landingpad { i8*, i32 }
          filter [1 x i8*] [i8* bitcast (i8** @_ZTIi to i8*)]
  %14 = extractvalue { i8*, i32 } %13, 0
  store i8* %14, i8** %3, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %4, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %16
  %20 = load i8*, i8** %3, align 4
  call void @__cxa_call_unexpected(i8* %20) #10
  unreachable

21:                                               ; preds = %1
  %22 = load i32, i32* %2, align 4
  ret i32 %22

23:                                               ; preds = %16
  %24 = load i8*, i8** %3, align 4
  %25 = load i32, i32* %4, align 4
  %26 = insertvalue { i8*, i32 } undef, i8* %24, 0
  %27 = insertvalue { i8*, i32 } %26, i32 %25, 1
  resume { i8*, i32 } %27

28:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL7nothingi(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = add nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optnone ssp
define internal noundef i32 @_ZL5neveri(i32 noundef %0) #8 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sub nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIsEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i16, align 2
  store void (i32)* %0, void (i32)** %4, align 4
  store i32 %1, i32* %5, align 4
  %9 = load void (i32)*, void (i32)** %4, align 4
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
  store i8* %14, i8** %6, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIs to i8*)) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 4
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
  %28 = load i8*, i8** %6, align 4
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

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL11throw_shorti(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 2) #13
  %4 = bitcast i8* %3 to i16*
  %5 = load i32, i32* %2, align 4
  %6 = trunc i32 %5 to i16
  store i16 %6, i16* %4, align 8
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIs to i8*), i8* null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIxEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store void (i32)* %0, void (i32)** %4, align 4
  store i32 %1, i32* %5, align 4
  %9 = load void (i32)*, void (i32)** %4, align 4
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
  store i8* %14, i8** %6, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIx to i8*)) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %27

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #13
  %23 = bitcast i8* %22 to i64*
  %24 = load i64, i64* %23, align 4
  store i64 %24, i64* %8, align 8
  %25 = load i64, i64* %8, align 8
  %26 = trunc i64 %25 to i32
  store i32 %26, i32* %3, align 4
  call void @__cxa_end_catch() #13
  br label %31

27:                                               ; preds = %16
  %28 = load i8*, i8** %6, align 4
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

; Function Attrs: mustprogress noinline optnone ssp
define internal void @_ZL10throw_longi(i32 noundef %0) #7 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = call i8* @__cxa_allocate_exception(i32 8) #13
  %4 = bitcast i8* %3 to i64*
  %5 = load i32, i32* %2, align 4
  %6 = sext i32 %5 to i64
  %7 = mul nsw i64 %6, 1000
  store i64 %7, i64* %4, align 8
  call void @__cxa_throw(i8* %3, i8* bitcast (i8** @_ZTIx to i8*), i8* null) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL8catch_asIiEiPFviEi(void (i32)* noundef %0, i32 noundef %1) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca i32, align 4
  %4 = alloca void (i32)*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store void (i32)* %0, void (i32)** %4, align 4
  store i32 %1, i32* %5, align 4
  %9 = load void (i32)*, void (i32)** %4, align 4
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
  store i8* %14, i8** %6, align 4
  %15 = extractvalue { i8*, i32 } %13, 1
  store i32 %15, i32* %7, align 4
  br label %16

16:                                               ; preds = %12
  %17 = load i32, i32* %7, align 4
  %18 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %16
  %21 = load i8*, i8** %6, align 4
  %22 = call i8* @__cxa_begin_catch(i8* %21) #13
  %23 = bitcast i8* %22 to i32*
  %24 = load i32, i32* %23, align 4
  store i32 %24, i32* %8, align 4
  %25 = load i32, i32* %8, align 4
  store i32 %25, i32* %3, align 4
  call void @__cxa_end_catch() #13
  br label %30

26:                                               ; preds = %16
  %27 = load i8*, i8** %6, align 4
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

; Function Attrs: mustprogress noinline optnone ssp
define internal void @"_ZZ4mainENK3$_0clEi"(%class.anon* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #7 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %3 = alloca %class.anon*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %3, align 4
  store i32 %1, i32* %4, align 4
  %7 = load %class.anon*, %class.anon** %3, align 4
  %8 = load i32, i32* %4, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %2
  %12 = call i8* @__cxa_allocate_exception(i32 4) #13
  %13 = bitcast i8* %12 to %struct.Fragile*
  %14 = load i32, i32* %4, align 4
  %15 = mul nsw i32 %14, 3
  %16 = invoke noundef %struct.Fragile* @_ZN7FragileC1Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %13, i32 noundef %15)
          to label %17 unwind label %18

17:                                               ; preds = %11
  call void @__cxa_throw(i8* %12, i8* bitcast ({ i8*, i8* }* @_ZTI7Fragile to i8*), i8* bitcast (%struct.Fragile* (%struct.Fragile*)* @_ZN7FragileD1Ev to i8*)) #10
  unreachable

18:                                               ; preds = %11
  %19 = landingpad { i8*, i32 }
          cleanup
  %20 = extractvalue { i8*, i32 } %19, 0
  store i8* %20, i8** %5, align 4
  %21 = extractvalue { i8*, i32 } %19, 1
  store i32 %21, i32* %6, align 4
  call void @__cxa_free_exception(i8* %12) #13
  br label %28

22:                                               ; preds = %2
  %23 = load i32, i32* %4, align 4
  %24 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %25 = load i32*, i32** %24, align 4
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 %26, %23
  store i32 %27, i32* %25, align 4
  ret void

28:                                               ; preds = %18
  %29 = load i8*, i8** %5, align 4
  %30 = load i32, i32* %6, align 4
  %31 = insertvalue { i8*, i32 } undef, i8* %29, 0
  %32 = insertvalue { i8*, i32 } %31, i32 %30, 1
  resume { i8*, i32 } %32
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #9 {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #13
  call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone ssp
define internal noundef i32 @_ZL7layeredi(i32 noundef %0) #7 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %struct.Scope, align 4
  %5 = alloca %struct.Scope, align 4
  %6 = alloca i8*, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Scope, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Scope, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %13 = call noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.10, i32 0, i32 0))
  %14 = invoke noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.11, i32 0, i32 0))
          to label %15 unwind label %24

15:                                               ; preds = %1
  %16 = invoke noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.12, i32 0, i32 0))
          to label %17 unwind label %28

17:                                               ; preds = %15
  %18 = load i32, i32* %3, align 4
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %55

20:                                               ; preds = %17
  %21 = call i8* @__cxa_allocate_exception(i32 4) #13
  %22 = bitcast i8* %21 to i32*
  %23 = load i32, i32* %3, align 4
  store i32 %23, i32* %22, align 8
  invoke void @__cxa_throw(i8* %21, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %99 unwind label %32

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %26 = extractvalue { i8*, i32 } %25, 0
  store i8* %26, i8** %6, align 4
  %27 = extractvalue { i8*, i32 } %25, 1
  store i32 %27, i32* %7, align 4
  br label %77

28:                                               ; preds = %15
  %29 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %30 = extractvalue { i8*, i32 } %29, 0
  store i8* %30, i8** %6, align 4
  %31 = extractvalue { i8*, i32 } %29, 1
  store i32 %31, i32* %7, align 4
  br label %37

32:                                               ; preds = %20
  %33 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %34 = extractvalue { i8*, i32 } %33, 0
  store i8* %34, i8** %6, align 4
  %35 = extractvalue { i8*, i32 } %33, 1
  store i32 %35, i32* %7, align 4
  %36 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #13
  br label %37

37:                                               ; preds = %32, %28
  %38 = load i32, i32* %7, align 4
  %39 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %75

41:                                               ; preds = %37
  %42 = load i8*, i8** %6, align 4
  %43 = call i8* @__cxa_begin_catch(i8* %42) #13
  %44 = bitcast i8* %43 to i32*
  %45 = load i32, i32* %44, align 4
  store i32 %45, i32* %9, align 4
  %46 = invoke noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.13, i32 0, i32 0))
          to label %47 unwind label %57

47:                                               ; preds = %41
  %48 = load i32, i32* %9, align 4
  %49 = icmp sgt i32 %48, 1
  br i1 %49, label %50, label %66

50:                                               ; preds = %47
  %51 = call i8* @__cxa_allocate_exception(i32 4) #13
  %52 = bitcast i8* %51 to i32*
  %53 = load i32, i32* %9, align 4
  %54 = add nsw i32 %53, 10
  store i32 %54, i32* %52, align 8
  invoke void @__cxa_throw(i8* %51, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
          to label %99 unwind label %61

55:                                               ; preds = %17
  %56 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %8) #13
  br label %70

57:                                               ; preds = %41
  %58 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %59 = extractvalue { i8*, i32 } %58, 0
  store i8* %59, i8** %6, align 4
  %60 = extractvalue { i8*, i32 } %58, 1
  store i32 %60, i32* %7, align 4
  br label %69

61:                                               ; preds = %50
  %62 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %63 = extractvalue { i8*, i32 } %62, 0
  store i8* %63, i8** %6, align 4
  %64 = extractvalue { i8*, i32 } %62, 1
  store i32 %64, i32* %7, align 4
  %65 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #13
  br label %69

66:                                               ; preds = %47
  %67 = load i32, i32* %9, align 4
  store i32 %67, i32* %2, align 4
  store i32 1, i32* %11, align 4
  %68 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %10) #13
  call void @__cxa_end_catch() #13
  br label %71

69:                                               ; preds = %61, %57
  call void @__cxa_end_catch() #13
  br label %75

70:                                               ; preds = %55
  store i32 0, i32* %11, align 4
  br label %71

71:                                               ; preds = %70, %66
  %72 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #13
  %73 = load i32, i32* %11, align 4
  switch i32 %73, label %89 [
    i32 0, label %74
  ]

74:                                               ; preds = %71
  br label %88

75:                                               ; preds = %69, %37
  %76 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5) #13
  br label %77

77:                                               ; preds = %75, %24
  %78 = load i32, i32* %7, align 4
  %79 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #13
  %80 = icmp eq i32 %78, %79
  br i1 %80, label %81, label %92

81:                                               ; preds = %77
  %82 = load i8*, i8** %6, align 4
  %83 = call i8* @__cxa_begin_catch(i8* %82) #13
  %84 = bitcast i8* %83 to i32*
  %85 = load i32, i32* %84, align 4
  store i32 %85, i32* %12, align 4
  %86 = load i32, i32* %12, align 4
  %87 = mul nsw i32 %86, 100
  store i32 %87, i32* %2, align 4
  store i32 1, i32* %11, align 4
  call void @__cxa_end_catch() #13
  br label %89

88:                                               ; preds = %74
  store i32 0, i32* %2, align 4
  store i32 1, i32* %11, align 4
  br label %89

89:                                               ; preds = %88, %81, %71
  %90 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #13
  %91 = load i32, i32* %2, align 4
  ret i32 %91

92:                                               ; preds = %77
  %93 = call noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %4) #13
  br label %94

94:                                               ; preds = %92
  %95 = load i8*, i8** %6, align 4
  %96 = load i32, i32* %7, align 4
  %97 = insertvalue { i8*, i32 } undef, i8* %95, 0
  %98 = insertvalue { i8*, i32 } %97, i32 %96, 1
  resume { i8*, i32 } %98

99:                                               ; preds = %50, %20
  unreachable
}

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC2Ei(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.Fragile*, align 4
  %4 = alloca i32, align 4
  store %struct.Fragile* %0, %struct.Fragile** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Fragile*, %struct.Fragile** %3, align 4
  %6 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  store i32 %7, i32* %6, align 4
  %8 = load i32, i32* %4, align 4
  %9 = icmp eq i32 %8, 13
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = call i8* @__cxa_allocate_exception(i32 4) #13
  %12 = bitcast i8* %11 to i8**
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.9, i32 0, i32 0), i8** %12, align 8
  call void @__cxa_throw(i8* %11, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #10
  unreachable

13:                                               ; preds = %2
  %14 = load i32, i32* @_ZL5ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @_ZL5ctors, align 4
  ret %struct.Fragile* %5
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileC2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = getelementptr inbounds %struct.Fragile, %struct.Fragile* %3, i32 0, i32 0
  %5 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  store i32 %5, i32* %4, align 4
  %6 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  %7 = add nsw i32 %6, -1
  store i32 %7, i32* @_ZN7Fragile6budgetE, align 4
  %8 = icmp slt i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = call i8* @__cxa_allocate_exception(i32 4) #13
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* @_ZN7Fragile6budgetE, align 4
  store i32 %12, i32* %11, align 8
  call void @__cxa_throw(i8* %10, i8* bitcast (i8** @_ZTIi to i8*), i8* null) #10
  unreachable

13:                                               ; preds = %1
  %14 = load i32, i32* @_ZL5ctors, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, i32* @_ZL5ctors, align 4
  ret %struct.Fragile* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Fragile* @_ZN7FragileD2Ev(%struct.Fragile* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Fragile*, align 4
  store %struct.Fragile* %0, %struct.Fragile** %2, align 4
  %3 = load %struct.Fragile*, %struct.Fragile** %2, align 4
  %4 = load i32, i32* @_ZL5dtors, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, i32* @_ZL5dtors, align 4
  ret %struct.Fragile* %3
}

declare void @__cxa_free_exception(i8*)

; Function Attrs: noinline optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeC1EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #4 align 2 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = load i8*, i8** %4, align 4
  %7 = call noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %5, i8* noundef %6)
  ret %struct.Scope* %5
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeD1Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = call noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %3) #13
  ret %struct.Scope* %3
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeC2EPKc(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0, i8* noundef %1) unnamed_addr #6 align 2 {
  %3 = alloca %struct.Scope*, align 4
  %4 = alloca i8*, align 4
  store %struct.Scope* %0, %struct.Scope** %3, align 4
  store i8* %1, i8** %4, align 4
  %5 = load %struct.Scope*, %struct.Scope** %3, align 4
  %6 = getelementptr inbounds %struct.Scope, %struct.Scope* %5, i32 0, i32 0
  %7 = load i8*, i8** %4, align 4
  store i8* %7, i8** %6, align 4
  ret %struct.Scope* %5
}

; Function Attrs: noinline nounwind optnone ssp
define linkonce_odr noundef %struct.Scope* @_ZN5ScopeD2Ev(%struct.Scope* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_sj0 to i8*) {
  %2 = alloca %struct.Scope*, align 4
  store %struct.Scope* %0, %struct.Scope** %2, align 4
  %3 = load %struct.Scope*, %struct.Scope** %2, align 4
  %4 = getelementptr inbounds %struct.Scope, %struct.Scope* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i32 0, i32 0), i8* noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret %struct.Scope* %3

8:                                                ; preds = %1
  %9 = landingpad { i8*, i32 }
          catch i8* null
  %10 = extractvalue { i8*, i32 } %9, 0
  call void @__clang_call_terminate(i8* %10) #14
  unreachable
}

attributes #0 = { mustprogress nobuiltin noinline optnone ssp allocsize(0) "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress nobuiltin noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { mustprogress noinline norecurse optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #5 = { nounwind readnone }
attributes #6 = { noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { mustprogress noinline optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #8 = { mustprogress noinline nounwind optnone ssp "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #9 = { noinline noreturn nounwind }
attributes #10 = { noreturn }
attributes #11 = { builtin allocsize(0) }
attributes #12 = { builtin nounwind }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{i32 7, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
